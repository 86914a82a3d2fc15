import type { TRichText } from '../services/shapes'

function paragraph(text: string) {
  return {
    type: 'paragraph',
    version: 1,
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    textFormat: 0,
    children: [{ type: 'text', version: 1, detail: 0, format: 0, mode: 'normal', style: '', text }],
  }
}

/** Lexical rich text made of plain paragraphs (what seeded bodies need). */
export function paragraphs(texts: string[]): TRichText {
  return {
    root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: texts.map(paragraph) },
  }
}
