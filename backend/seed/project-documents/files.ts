import type { Payload, PayloadRequest } from 'payload'
import { docx, xlsx } from '../documents/office'
import { textPdf } from '../documents/pdf'
import type { TDocumentContent } from './types'

const MIME = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const

function render(content: TDocumentContent): Buffer {
  if (content.format === 'xlsx') return xlsx(content.sheet, content.rows)
  if (content.format === 'docx') return docx(content.lines)
  const [title = '', ...rest] = content.lines
  return textPdf(title.replace(/^# /, ''), rest.map((line) => line.replace(/^#+ /, '')))
}

/** Uploads one generated document to resource-files; returns its id. */
export async function seedResourceFile(payload: Payload, req: PayloadRequest, name: string, content: TDocumentContent): Promise<number> {
  const data = render(content)
  const file = await payload.create({
    collection: 'resource-files',
    data: {},
    file: { data, mimetype: MIME[content.format], name, size: data.length },
    overrideAccess: true,
    req,
  })
  return file.id
}
