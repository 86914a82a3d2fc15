import type { Payload, PayloadRequest } from 'payload'
import sharp from 'sharp'
import type { TBilingual } from './types'

const COVER_COLOURS = ['#0b3c5d', '#1d6f8a', '#8a5d00', '#3b5b2a']

/** A 1200×675 cover with the area name, so seeded cards look like real ones. */
export async function seedCover(payload: Payload, req: PayloadRequest, index: number, label: string, alt: TBilingual) {
  const colour = COVER_COLOURS[index % COVER_COLOURS.length]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675">
    <rect width="100%" height="100%" fill="${colour}"/>
    <circle cx="1040" cy="120" r="220" fill="#ffffff" fill-opacity="0.08"/>
    <rect x="80" y="420" width="140" height="8" fill="#f2a900"/>
    <text x="80" y="380" fill="#ffffff" font-family="sans-serif" font-size="88" font-weight="700">${label}</text>
  </svg>`
  const data = await sharp(Buffer.from(svg)).png().toBuffer()
  const media = await payload.create({
    collection: 'media',
    locale: 'id',
    data: { alt: alt.id },
    file: { data, mimetype: 'image/png', name: `cover-${label.toLowerCase().replace(/\W+/g, '-')}-${index}.png`, size: data.length },
    overrideAccess: true,
    req,
  })
  await payload.update({ collection: 'media', id: media.id, locale: 'en', data: { alt: alt.en }, overrideAccess: true, req })
  return media.id
}

/** One second of silence as a WAV file: a real, playable audio upload without shipping a binary. */
export function silentWav(): Buffer {
  const rate = 8000
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + rate, 4)
  header.write('WAVEfmt ', 8)
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20)
  header.writeUInt16LE(1, 22)
  header.writeUInt32LE(rate, 24)
  header.writeUInt32LE(rate, 28)
  header.writeUInt16LE(1, 32)
  header.writeUInt16LE(8, 34)
  header.write('data', 36)
  header.writeUInt32LE(rate, 40)
  return Buffer.concat([header, Buffer.alloc(rate, 128)])
}

export function onePagePdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 760 Td (${text.replace(/[()\\]/g, '')}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets = objects.map((object, i) => {
    const offset = body.length
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

export async function seedLibraryFile(payload: Payload, req: PayloadRequest, kind: 'audio' | 'pdf', name: string, title: string) {
  const data = kind === 'audio' ? silentWav() : onePagePdf(title)
  const file = await payload.create({
    collection: 'library-files',
    data: { title },
    file: { data, mimetype: kind === 'audio' ? 'audio/wav' : 'application/pdf', name, size: data.length },
    overrideAccess: true,
    req,
  })
  return file.id
}
