import type { Field } from 'payload'

/** What a field, tab or block shows the staff member as its name: absent, a string, {id,en}, a function or false. */
export type TLabel = unknown

/** One labelled thing of a field tree: its dotted path (from names, tabs and blocks) and the name it goes by. */
export type TLabelSpot = { path: string; name: string; label: TLabel; description?: unknown; hidden: boolean }

type TNode = Record<string, unknown> & { type?: string; name?: string; label?: TLabel; fields?: Field[] }

export const join = (parent: string, name: string | undefined) => (name ? (parent ? `${parent}.${name}` : name) : parent)

function isHidden(field: TNode): boolean {
  const admin = field.admin as { hidden?: boolean; disabled?: boolean } | undefined
  return Boolean(field.hidden || admin?.hidden || admin?.disabled)
}

/** The path a field, tab or block is known by in overrides.ts. Unnamed tabs and groups go by their English label. */
export function spotPath(parent: string, node: TNode, kind: 'field' | 'tab' | 'block'): string {
  if (kind === 'block') return `${parent}.${node.slug as string}`
  if (node.name) return join(parent, node.name)
  return `${parent}[${kind === 'tab' ? 'tab' : node.type}:${typeof node.label === 'string' ? node.label : ''}]`
}

/** Whether a field shows a label of its own: rows, tab sets and UI fields do not. */
export const showsLabel = (field: TNode) =>
  field.type !== 'row' && field.type !== 'tabs' && field.type !== 'ui' && Boolean(field.name || field.type === 'collapsible' || field.type === 'group')

/**
 * Every label spot of a field tree, in order: named fields, presentational groups and collapsibles (which show a
 * label without a name), tabs and blocks; rows and tab sets are walked through, UI fields skipped.
 */
export function labelSpots(fields: Field[], parent = '', parentHidden = false): TLabelSpot[] {
  const spots: TLabelSpot[] = []
  for (const field of fields as TNode[]) {
    if (field.type === 'ui') continue
    const hidden = parentHidden || isHidden(field)
    const path = join(parent, field.name)
    const description = (field.admin as { description?: unknown } | undefined)?.description
    if (showsLabel(field)) spots.push({ path: spotPath(parent, field, 'field'), name: field.name ?? '', label: field.label, description, hidden })
    if (field.type === 'tabs') {
      for (const tab of field.tabs as TNode[]) {
        spots.push({ path: spotPath(parent, tab, 'tab'), name: tab.name ?? '', label: tab.label, description: tab.description, hidden })
        spots.push(...labelSpots(tab.fields ?? [], join(parent, tab.name), hidden))
      }
    } else if (field.type === 'blocks') {
      for (const block of field.blocks as TNode[]) {
        const blockPath = spotPath(path, block, 'block')
        spots.push({ path: blockPath, name: block.slug as string, label: (block.labels as { singular?: TLabel } | undefined)?.singular, hidden })
        spots.push(...labelSpots(block.fields ?? [], blockPath, hidden))
      }
    } else if (Array.isArray(field.fields)) {
      spots.push(...labelSpots(field.fields, path, hidden))
    }
  }
  return spots
}

/** A label both admin languages can show: {id,en} with text in each, a function (Payload's own, translated) or false. */
export function isBilingualLabel(label: TLabel): boolean {
  if (label === false || typeof label === 'function') return true
  if (!label || typeof label !== 'object') return false
  const { id, en } = label as Record<string, unknown>
  return typeof id === 'string' && /\S/.test(id) && typeof en === 'string' && /\S/.test(en)
}
