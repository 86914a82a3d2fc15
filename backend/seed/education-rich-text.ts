import type { TRichText } from '../services/shapes'

const text = (value: string) => ({ type: 'text', version: 1, detail: 0, format: 0, mode: 'normal', style: '', text: value })
const block = { version: 1, direction: 'ltr' as const, format: '' as const, indent: 0 }

/** A program body: its opening paragraphs, then a "what you will learn" heading and a bulleted list. */
export function programBody(lead: string[], heading: string, points: string[]): TRichText {
  return {
    root: {
      type: 'root',
      ...block,
      children: [
        ...lead.map((value) => ({ type: 'paragraph', ...block, textFormat: 0, children: [text(value)] })),
        { type: 'heading', tag: 'h2', ...block, children: [text(heading)] },
        {
          type: 'list',
          listType: 'bullet',
          tag: 'ul',
          start: 1,
          ...block,
          children: points.map((point, i) => ({ type: 'listitem', value: i + 1, ...block, children: [text(point)] })),
        },
      ],
    },
  }
}
