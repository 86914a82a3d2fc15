import fs from 'node:fs/promises'
import path from 'node:path'
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, PDFName, PDFString, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import QRCode from 'qrcode'
import { formatDate } from '../../../lib/format/date'

export type TCertificatePdf = { holderName: string; courseName: string; issuedAt: string; code: string; verificationUrl: string }

const NAVY = rgb(0.043, 0.235, 0.365)
const GREY = rgb(0.35, 0.38, 0.42)
const fontDir = () => path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'backend/services/certificates/fonts')

let fonts: Promise<[Uint8Array, Uint8Array]> | undefined
// An embedded Unicode font, so names and Indonesian text render the same in every viewer.
export const loadFonts = () => (fonts ??= Promise.all([fs.readFile(path.join(fontDir(), 'DejaVuSerif.ttf')), fs.readFile(path.join(fontDir(), 'DejaVuSerif-Bold.ttf'))]))

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

function centered(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = NAVY): number {
  const { width } = page.getSize()
  for (const line of wrap(text, font, size, width - 160)) {
    page.drawText(line, { x: (width - font.widthOfTextAtSize(line, size)) / 2, y, size, font, color })
    y -= size * 1.3
  }
  return y
}

/** The bilingual A4 certificate: holder, course, date in Indonesian format, code and a QR code to the public check. */
export async function renderCertificatePdf(input: TCertificatePdf): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.registerFontkit(fontkit)
  doc.setTitle(`E-Sertifikat / E-Certificate — ${input.courseName}`)
  doc.setAuthor('LPI Learning')
  doc.setSubject(input.code)
  const [regularBytes, boldBytes] = await loadFonts()
  const regular = await doc.embedFont(regularBytes, { subset: true })
  const bold = await doc.embedFont(boldBytes, { subset: true })
  const page = doc.addPage([842, 595])
  const { width } = page.getSize()
  page.drawRectangle({ x: 20, y: 20, width: width - 40, height: 555, borderColor: NAVY, borderWidth: 3 })
  page.drawRectangle({ x: 30, y: 30, width: width - 60, height: 535, borderColor: NAVY, borderWidth: 0.8 })

  let y = centered(page, 'SERTIFIKAT PENYELESAIAN', 500, bold, 30)
  y = centered(page, 'Certificate of Completion', y + 4, regular, 16, GREY)
  y = centered(page, 'Diberikan kepada / Awarded to', y - 22, regular, 13, GREY)
  y = centered(page, input.holderName, y - 10, bold, 28)
  y = centered(page, 'telah menyelesaikan kursus daring / has completed the online course', y - 10, regular, 13, GREY)
  y = centered(page, input.courseName, y - 8, bold, 20)
  centered(page, `Diterbitkan / Issued: ${formatDate(input.issuedAt, 'id')}`, y - 14, regular, 13, GREY)

  const qr = await doc.embedPng(await QRCode.toBuffer(input.verificationUrl, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' }))
  const qrRect = { x: width - 160, y: 50, size: 100 }
  page.drawImage(qr, { x: qrRect.x, y: qrRect.y, width: qrRect.size, height: qrRect.size })
  page.drawText('Kode verifikasi / Verification code', { x: 60, y: 110, size: 10, font: regular, color: GREY })
  page.drawText(input.code, { x: 60, y: 92, size: 14, font: bold, color: NAVY })
  page.drawText('Periksa keaslian / Verify at:', { x: 60, y: 72, size: 10, font: regular, color: GREY })
  page.drawText(input.verificationUrl, { x: 60, y: 58, size: 8, font: regular, color: NAVY })

  // The QR code is also a link, so the PDF works on screen as on paper.
  const link = doc.context.register(
    doc.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [qrRect.x, qrRect.y, qrRect.x + qrRect.size, qrRect.y + qrRect.size],
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(input.verificationUrl) },
    }),
  )
  page.node.set(PDFName.of('Annots'), doc.context.obj([link]))
  return doc.save()
}
