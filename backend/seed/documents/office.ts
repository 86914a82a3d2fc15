import { zipStored } from './zip'

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
const PKG_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument'

function run(text: string, size: number, bold: boolean): string {
  return `<w:r><w:rPr>${bold ? '<w:b/>' : ''}<w:sz w:val="${size}"/></w:rPr><w:t xml:space="preserve">${xml(text)}</w:t></w:r>`
}

/** One Word paragraph per line: "# " title, "## " heading, "- " bullet, anything else body text. */
function paragraph(line: string): string {
  if (line.startsWith('# ')) return `<w:p><w:pPr><w:spacing w:after="240"/></w:pPr>${run(line.slice(2), 36, true)}</w:p>`
  if (line.startsWith('## ')) return `<w:p><w:pPr><w:spacing w:before="240" w:after="120"/></w:pPr>${run(line.slice(3), 28, true)}</w:p>`
  if (line.startsWith('- ')) return `<w:p><w:pPr><w:ind w:left="360" w:hanging="240"/></w:pPr>${run(`• ${line.slice(2)}`, 22, false)}</w:p>`
  return `<w:p>${run(line, 22, false)}</w:p>`
}

/** A Word document (.docx) that opens in Word and LibreOffice: the template's outline, ready to fill in. */
export function docx(lines: string[]): Buffer {
  const body = lines.map(paragraph).join('')
  return zipStored([
    {
      name: '[Content_Types].xml',
      content: `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      content: `${HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${PKG_RELS}" Target="word/document.xml"/></Relationships>`,
    },
    {
      name: 'word/document.xml',
      content: `${HEAD}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440"/></w:sectPr></w:body></w:document>`,
    },
  ])
}

/** A cell: text, a number, or a formula (a string starting with "="). */
export type TCell = string | number

function cell(value: TCell, ref: string): string {
  if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`
  if (value.startsWith('=')) return `<c r="${ref}"><f>${xml(value.slice(1))}</f></c>`
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xml(value)}</t></is></c>`
}

const column = (index: number) => String.fromCharCode(65 + index)

/** An Excel workbook (.xlsx) of one sheet, its rows given as arrays (e.g. a risk register with formulas). */
export function xlsx(sheetName: string, rows: TCell[][]): Buffer {
  const sheetRows = rows
    .map((cells, r) => `<row r="${r + 1}">${cells.map((value, c) => cell(value, `${column(c)}${r + 1}`)).join('')}</row>`)
    .join('')
  const widths = (rows[0] ?? []).map((_, c) => `<col min="${c + 1}" max="${c + 1}" width="${c === 1 ? 48 : 18}" customWidth="1"/>`).join('')
  const ct = 'application/vnd.openxmlformats-officedocument.spreadsheetml'
  return zipStored([
    {
      name: '[Content_Types].xml',
      content: `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${ct}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${ct}.worksheet+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      content: `${HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${PKG_RELS}" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      content: `${HEAD}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content: `${HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      content: `${HEAD}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><cols>${widths}</cols><sheetData>${sheetRows}</sheetData></worksheet>`,
    },
  ])
}
