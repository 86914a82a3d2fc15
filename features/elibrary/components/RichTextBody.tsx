import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText } from '@payloadcms/richtext-lexical/react'
import type { TRichText } from '@/backend/services/elibrary/shapes'
import styles from './content.module.css'

/** A Lexical body from the CMS as HTML (Payload's own converter: headings, lists, links, quotes). */
export function RichTextBody({ data }: { data: TRichText | null }) {
  if (!data?.root?.children?.length) return null
  return <RichText className={styles.body} data={data as unknown as SerializedEditorState} />
}
