import type { SerializedListItemNode } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText, type JSXConverterArgs, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import type { ReactNode } from 'react'
import type { TRichText } from '@/backend/services/shapes'
import styles from './content.module.css'

/**
 * Payload's list item writes Lexical's `value` (the item's number) on every <li>, but HTML allows `value` only in an
 * <ol>: every bulleted list in the CMS made the page invalid (W3C checker, issue 22). Bullets drop it.
 */
type TListItem = Omit<SerializedListItemNode, 'value'> & { value?: number }

const converters: JSXConvertersFunction = ({ defaultConverters }) => {
  const listitem = defaultConverters.listitem as (args: JSXConverterArgs<TListItem>) => ReactNode
  return {
    ...defaultConverters,
    listitem: (args: JSXConverterArgs<SerializedListItemNode>) => listitem('tag' in args.parent && args.parent.tag === 'ol' ? args : { ...args, node: { ...args.node, value: undefined } }),
  }
}

/** A Lexical body from the CMS as HTML (Payload's own converter: headings, lists, links, quotes). */
export function RichTextBody({ data }: { data: TRichText | null }) {
  if (!data?.root?.children?.length) return null
  return <RichText className={styles.body} converters={converters} data={data as unknown as SerializedEditorState} />
}
