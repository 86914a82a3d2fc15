import { expect } from 'vitest'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { docx } from '../../backend/seed/documents/office'
import { textPdf } from '../../backend/seed/documents/pdf'
import { richLines } from '../../backend/seed/rich-lines'

/** Lexical rich text from richLines source (the seed's own builder). */
export const rich = richLines

export const MIME = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
} as const

export function pdf(title: string): Buffer {
  return textPdf(title, ['A test document.'])
}

/** A structurally valid PDF padded past `bytes` with a comment line (size checks only look at the size). */
export function bigPdf(bytes: number): Buffer {
  const small = pdf('Big')
  return Buffer.concat([Buffer.from('%PDF-1.4\n%'), Buffer.alloc(bytes, 'a'), Buffer.from('\n'), small.subarray(9)])
}

export function docxFile(): Buffer {
  return docx(['# Template', '## Section', '- item'])
}

export async function png(): Promise<Buffer> {
  return sharp({ create: { width: 4, height: 4, channels: 3, background: '#0b3c5d' } }).png().toBuffer()
}

/** Uploads a file to an upload collection as an editor would, bypassing access (fixtures). */
export async function upload(
  payload: Payload,
  collection: 'newsletter-files' | 'resource-files',
  data: Buffer,
  mimetype: string,
  name: string,
): Promise<number> {
  const doc = await payload.create({ collection, data: {}, file: { data, mimetype, name, size: data.length } })
  return doc.id
}

/** What Payload throws when a field fails validation (its message is in the admin's language, so match the path). */
export function invalidField(path: string) {
  return { name: 'ValidationError', data: { errors: [expect.objectContaining({ path })] } }
}
