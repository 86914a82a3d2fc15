/** Pieces many responses share: a topic reference, an image, a file and rich text. */

export type TTopicRef = { id: number; title: string }
export type TImage = { url: string; alt: string; width: number | null; height: number | null }
export type TFile = { url: string; filename: string; mimeType: string; filesize: number | null }

/** Lexical's JSON as Payload stores and serves it (the shape payload-types generates for every rich text field). */
export type TRichText = {
  root: {
    type: string
    children: { type: any; version: number; [k: string]: unknown }[] // eslint-disable-line @typescript-eslint/no-explicit-any
    direction: ('ltr' | 'rtl') | null
    format: 'left' | 'start' | 'center' | 'right' | 'end' | 'justify' | ''
    indent: number
    version: number
  }
  [k: string]: unknown
}
