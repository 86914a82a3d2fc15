type TLexicalNode = { text?: unknown; children?: unknown; type?: unknown }

const BLOCK_TYPES = new Set(['paragraph', 'heading', 'listitem', 'quote', 'tablecell'])

/** The words of a Lexical rich-text value, blocks separated by spaces, for indexing (never for display). */
export function richTextToPlain(value: unknown): string {
  const root = (value as { root?: TLexicalNode } | null | undefined)?.root
  if (!root) return ''
  const parts: string[] = []
  const walk = (node: TLexicalNode) => {
    if (typeof node.text === 'string') parts.push(node.text)
    if (Array.isArray(node.children)) node.children.forEach((child) => walk(child as TLexicalNode))
    if (typeof node.type === 'string' && BLOCK_TYPES.has(node.type)) parts.push(' ')
  }
  walk(root)
  return squash(parts.join(''))
}

export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

