import type { CollectionConfig, Field, GlobalConfig } from 'payload'
import type { TBilingual } from '../navigation/types'
import { DESCRIPTIONS_ID } from './descriptions'
import { FIELD_LABELS } from './dictionary'
import { OPTION_LABELS } from './option-labels'
import { FIELD_LABEL_OVERRIDES } from './overrides'
import { isBilingualLabel, join, showsLabel, spotPath } from './walk-fields'

type TNode = Record<string, unknown> & { type?: string; name?: string; label?: unknown; fields?: Field[] }

function labelFor(slug: string, path: string, node: TNode): TBilingual | undefined {
  return FIELD_LABEL_OVERRIDES[slug]?.[path] ?? (node.name ? FIELD_LABELS[node.name] : undefined)
}

/** The node with its label in both languages, unless it already has one (a label set on the field wins). */
function labelled<T extends TNode>(node: T, slug: string, path: string): T {
  if (isBilingualLabel(node.label)) return node
  const label = labelFor(slug, path, node)
  return label ? { ...node, label } : node
}

const bilingual = (text: unknown) => (typeof text === 'string' && DESCRIPTIONS_ID[text] ? { id: DESCRIPTIONS_ID[text], en: text } : text)

/** A field's help text (`admin.description`) or a tab's (`description`) in both languages (descriptions.ts). */
function described<T extends TNode>(node: T, kind: 'field' | 'tab'): T {
  if (kind === 'tab') return typeof node.description === 'string' ? { ...node, description: bilingual(node.description) } : node
  const admin = node.admin as { description?: unknown } | undefined
  return typeof admin?.description === 'string' ? { ...node, admin: { ...admin, description: bilingual(admin.description) } } : node
}

type TOption = { label?: unknown; value: string }

/** A select's options with words in both languages where option-labels.ts has them; a bilingual label stays. */
function withOptionLabels(field: TNode, slug: string, path: string): TNode {
  const words = OPTION_LABELS[slug]?.[path]
  if (!words || !Array.isArray(field.options)) return field
  const options = (field.options as (TOption | string)[]).map((option) => {
    const { label, value } = typeof option === 'string' ? { label: option, value: option } : option
    return isBilingualLabel(label) || !words[value] ? option : { label: words[value], value }
  })
  return { ...field, options }
}

/** A field tree with a label in both languages on every field, tab and group that shows one (docs/decisions/030). */
export function labelFields(fields: Field[], slug: string, parent = ''): Field[] {
  return (fields as TNode[]).map((original) => {
    if (original.type === 'ui') return original
    const field = described(showsLabel(original) ? labelled(original, slug, spotPath(parent, original, 'field')) : original, 'field')
    const path = join(parent, field.name)
    if (field.type === 'select' || field.type === 'radio') return withOptionLabels(field, slug, path)
    if (field.type === 'tabs') {
      const tabs = (field.tabs as TNode[]).map((tab) => {
        const withLabel = described(labelled(tab, slug, spotPath(parent, tab, 'tab')), 'tab')
        return { ...withLabel, fields: labelFields(tab.fields ?? [], slug, join(parent, tab.name)) }
      })
      return { ...field, tabs }
    }
    if (field.type === 'blocks') {
      const blocks = (field.blocks as TNode[]).map((block) => ({ ...block, fields: labelFields(block.fields ?? [], slug, spotPath(path, block, 'block')) }))
      return { ...field, blocks }
    }
    if (Array.isArray(field.fields)) return { ...field, fields: labelFields(field.fields, slug, path) }
    return field
  }) as Field[]
}

export const withFieldLabels = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  fields: labelFields(collection.fields, collection.slug),
})

export const withGlobalFieldLabels = (global: GlobalConfig): GlobalConfig => ({ ...global, fields: labelFields(global.fields, global.slug) })
