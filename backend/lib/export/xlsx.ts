import ExcelJS from 'exceljs'
import type { Locale } from '../../../lib/i18n/config'
import { tableCells, type TExportColumn } from './table'

// What a spreadsheet would run as a formula if the cell were typed in (as csv.ts guards CSV).
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * One worksheet: a bold, frozen header row in the caller's language, then the rows. Text is written as text cells
 * (never a formula), and a cell that starts like a formula also gets the Text number format, so editing it in a
 * spreadsheet keeps it text: the formula-injection guard of the CSV, for XLSX.
 */
export async function tableToXlsx<Row>(columns: TExportColumn<Row>[], rows: Row[], locale: Locale, sheetName: string): Promise<Buffer> {
  const { header, body } = tableCells(columns, rows, locale)
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'LPI Learning'
  const sheet = workbook.addWorksheet(sheetName.replace(/[[\]*?:/\\]/g, ' ').slice(0, 31).replace(/^'+|'+$/g, '') || 'Sheet1', { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.addRow(header).font = { bold: true }
  for (const cells of body) {
    const row = sheet.addRow(cells.map((cell) => (cell === null || cell === undefined ? '' : cell)))
    row.eachCell((cell) => {
      if (typeof cell.value === 'string' && FORMULA_START.test(cell.value)) cell.numFmt = '@'
    })
  }
  sheet.columns.forEach((column, index) => {
    const longest = Math.max(header[index]?.length ?? 0, ...body.map((cells) => String(cells[index] ?? '').length))
    column.width = Math.min(60, Math.max(10, longest + 2))
  })
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
