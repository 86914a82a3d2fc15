import type { TRichText } from '@/backend/services/shapes'

type TNode = { type?: string; text?: string; children?: TNode[] }

const BLOCKS = new Set(['paragraph', 'heading', 'listitem', 'quote'])

function collect(node: TNode, out: string[]): void {
  if (typeof node.text === 'string') out.push(node.text)
  for (const child of node.children ?? []) collect(child, out)
  if (node.type && BLOCKS.has(node.type)) out.push('\n')
}

/** The words of a Lexical body as plain text (structured data wants text, not markup); blocks become lines. */
export function plainText(data: TRichText | null): string {
  if (!data?.root) return ''
  const out: string[] = []
  collect(data.root as TNode, out)
  return out
    .join('')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n')
}
