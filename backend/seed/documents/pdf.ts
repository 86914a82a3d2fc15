const LINES_PER_PAGE = 46
const WRAP_AT = 88

/** PDF's standard fonts speak Latin-1; seeded texts are plain enough to fold into it. */
function latin1(text: string): string {
  return text
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[^\x20-\xff]/g, '')
    .replace(/[()\\]/g, (c) => `\\${c}`)
}

function wrap(line: string): string[] {
  const out: string[] = []
  let current = ''
  for (const word of line.split(' ')) {
    if (current && (current + ' ' + word).length > WRAP_AT) {
      out.push(current)
      current = word
    } else current = current ? `${current} ${word}` : word
  }
  return [...out, current]
}

function pageStream(title: string, lines: string[], first: boolean): string {
  const parts = ['BT', '/F1 11 Tf', '72 770 Td', '14 TL']
  if (first) parts.push('/F2 16 Tf', `(${latin1(title)}) Tj`, 'T*', '/F1 11 Tf', 'T*')
  for (const line of lines) parts.push(`(${latin1(line)}) Tj`, 'T*')
  parts.push('ET')
  return parts.join('\n')
}

/**
 * A real, readable PDF (A4-ish pages of Helvetica text) built without a PDF library, so seeded
 * newsletters and documents open in any viewer. The title heads the first page in bold.
 */
export function textPdf(title: string, body: string[]): Buffer {
  const lines = body.flatMap((line) => (line ? wrap(line) : ['']))
  const pages: string[][] = []
  for (let i = 0; i < Math.max(lines.length, 1); i += LINES_PER_PAGE) pages.push(lines.slice(i, i + LINES_PER_PAGE))
  const objects: string[] = ['<< /Type /Catalog /Pages 2 0 R >>', '', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>']
  const kids: string[] = []
  pages.forEach((pageLines, index) => {
    const stream = pageStream(title, pageLines, index === 0)
    objects.push(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`)
    const contentRef = objects.length
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${contentRef} 0 R /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> >>`)
    kids.push(`${objects.length} 0 R`)
  })
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${kids.length} >>`
  let out = '%PDF-1.4\n'
  const offsets = objects.map((object, i) => {
    const offset = Buffer.byteLength(out, 'latin1')
    out += `${i + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xref = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info << /Title (${latin1(title)}) /Producer (LPI Learning) >> >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}
