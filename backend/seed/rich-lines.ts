import type { TRichText } from '../services/shapes'

type TNode = Record<string, unknown>

const base = { version: 1, direction: 'ltr' as const, format: '' as const, indent: 0 }

function text(value: string): TNode {
  return { type: 'text', version: 1, detail: 0, format: 0, mode: 'normal', style: '', text: value }
}

function block(type: string, value: string, extra: TNode = {}): TNode {
  return { type, ...base, ...extra, children: [text(value)] }
}

function list(kind: 'bullet' | 'number', items: string[]): TNode {
  return {
    type: 'list',
    ...base,
    listType: kind,
    tag: kind === 'bullet' ? 'ul' : 'ol',
    start: 1,
    children: items.map((item, index) => block('listitem', item, { value: index + 1 })),
  }
}

const LIST_ITEM = /^(- |\d+\. )/

/**
 * Lexical rich text from a few markdown-like lines, so seeded legal texts read like the real thing:
 * "## " and "### " are headings, "- " bullet items, "1. " numbered items, anything else a paragraph.
 * Consecutive items of one kind make one list; blank lines are ignored.
 */
export function richLines(source: string): TRichText {
  const children: TNode[] = []
  // An object rather than a `let`: TypeScript does not follow assignments made inside `flush`.
  const state: { pending: { kind: 'bullet' | 'number'; items: string[] } | null } = { pending: null }
  const flush = () => {
    if (state.pending) children.push(list(state.pending.kind, state.pending.items))
    state.pending = null
  }
  for (const raw of source.split('\n')) {
    const line = raw.trim()
    if (!line) continue
    const marker = line.match(LIST_ITEM)?.[1]
    if (marker) {
      const kind = marker === '- ' ? 'bullet' : 'number'
      if (state.pending?.kind !== kind) flush()
      state.pending ??= { kind, items: [] }
      state.pending.items.push(line.slice(marker.length))
      continue
    }
    flush()
    if (line.startsWith('### ')) children.push(block('heading', line.slice(4), { tag: 'h3' }))
    else if (line.startsWith('## ')) children.push(block('heading', line.slice(3), { tag: 'h2' }))
    else children.push(block('paragraph', line, { textFormat: 0 }))
  }
  flush()
  return { root: { type: 'root', ...base, children } } as TRichText
}
