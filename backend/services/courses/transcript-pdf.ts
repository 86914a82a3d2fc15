import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { formatDate } from '../../../lib/format/date'
import type { Locale } from '../../../lib/i18n/config'
import { loadFonts } from '../certificates/render-pdf'
import type { TTranscript } from './transcript'

const NAVY = rgb(0.043, 0.235, 0.365)
const GREY = rgb(0.35, 0.38, 0.42)
const A4: [number, number] = [595, 842]
const MARGIN = 50

const COPY = {
  id: {
    title: 'Transkrip Pembelajaran',
    generated: 'Dibuat',
    courses: 'Kursus',
    noCourses: 'Belum ada kursus.',
    status: { 'in-progress': 'Sedang berjalan', completed: 'Selesai' },
    progress: 'Kemajuan',
    grade: 'Nilai akhir',
    completedAt: 'Tanggal selesai',
    certificates: 'Sertifikat',
    noCertificates: 'Belum ada sertifikat.',
    number: 'Nomor',
    issued: 'Tanggal',
    verify: 'Verifikasi',
  },
  en: {
    title: 'Learning Transcript',
    generated: 'Generated',
    courses: 'Courses',
    noCourses: 'No courses yet.',
    status: { 'in-progress': 'In progress', completed: 'Completed' },
    progress: 'Progress',
    grade: 'Final grade',
    completedAt: 'Completed on',
    certificates: 'Certificates',
    noCertificates: 'No certificates yet.',
    number: 'Number',
    issued: 'Date',
    verify: 'Verify at',
  },
}

/** Lines of at most `width` points, broken between words (a word longer than a line is cut). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines.flatMap((candidate) => {
    if (font.widthOfTextAtSize(candidate, size) <= width) return [candidate]
    const parts: string[] = []
    let part = ''
    for (const char of candidate) {
      if (part && font.widthOfTextAtSize(part + char, size) > width) {
        parts.push(part)
        part = ''
      }
      part += char
    }
    return part ? [...parts, part] : parts
  })
}

/** Writes down the page, opening a new page when the next line would not fit. */
class Writer {
  private page: PDFPage
  private y: number
  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = doc.addPage(A4)
    this.y = A4[1] - MARGIN
  }
  text(text: string, options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; gap?: number } = {}) {
    const size = options.size ?? 11
    const font = options.bold ? this.fonts.bold : this.fonts.regular
    this.y -= options.gap ?? 0
    for (const line of wrap(text, font, size, A4[0] - 2 * MARGIN)) {
      if (this.y - size < MARGIN) {
        this.page = this.doc.addPage(A4)
        this.y = A4[1] - MARGIN
      }
      this.y -= size * 1.35
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color: options.color ?? NAVY })
    }
  }
}

/** The learner's transcript as an A4 PDF in their language, with the certificates' Unicode font. */
export async function renderTranscriptPdf(transcript: TTranscript, locale: Locale): Promise<Uint8Array> {
  const copy = COPY[locale]
  const doc = await PDFDocument.create()
  doc.registerFontkit(fontkit)
  doc.setTitle(`${copy.title} — ${transcript.holderName}`)
  doc.setAuthor('LPI Learning')
  doc.setLanguage(locale === 'id' ? 'id-ID' : 'en-GB')
  const [regularBytes, boldBytes] = await loadFonts()
  const fonts = { regular: await doc.embedFont(regularBytes, { subset: true }), bold: await doc.embedFont(boldBytes, { subset: true }) }
  const out = new Writer(doc, fonts)
  const date = (value: string) => formatDate(value, locale)

  out.text(copy.title, { size: 22, bold: true })
  out.text(transcript.holderName, { size: 14, bold: true, gap: 6 })
  out.text(transcript.email, { color: GREY })
  out.text(`${copy.generated}: ${date(transcript.generatedAt)}`, { size: 9, color: GREY })

  out.text(copy.courses, { size: 16, bold: true, gap: 16 })
  if (!transcript.courses.length) out.text(copy.noCourses, { color: GREY, gap: 4 })
  for (const course of transcript.courses) {
    out.text(course.courseName, { size: 12, bold: true, gap: 8 })
    const facts = [
      copy.status[course.status],
      `${copy.progress}: ${course.percent}%`,
      `${copy.grade}: ${course.courseGrade ?? '–'}`,
      ...(course.completedAt ? [`${copy.completedAt}: ${date(course.completedAt)}`] : []),
    ]
    out.text(facts.join(' · '), { size: 10, color: GREY })
  }

  out.text(copy.certificates, { size: 16, bold: true, gap: 16 })
  if (!transcript.certificates.length) out.text(copy.noCertificates, { color: GREY, gap: 4 })
  for (const certificate of transcript.certificates) {
    out.text(certificate.courseName, { size: 12, bold: true, gap: 8 })
    out.text(`${copy.number}: ${certificate.code} · ${copy.issued}: ${date(certificate.issuedAt)}`, { size: 10, color: GREY })
    out.text(`${copy.verify}: ${certificate.verificationUrl}`, { size: 9 })
  }
  return doc.save()
}
