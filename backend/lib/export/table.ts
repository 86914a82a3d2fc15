import type { Locale } from '../../../lib/i18n/config'
import { csvDocument } from '../csv'

export type TCell = string | number | boolean | null | undefined
/** One exported column: its header in both languages and how a row's cell is read. CSV and XLSX share it. */
export type TExportColumn<Row> = { header: Record<Locale, string>; cell: (row: Row, locale: Locale) => TCell }
export type TExportFormat = 'csv' | 'xlsx'

/** The header in the caller's language, then one line of cells per row. */
export function tableCells<Row>(columns: TExportColumn<Row>[], rows: Row[], locale: Locale): { header: string[]; body: TCell[][] } {
  return { header: columns.map((column) => column.header[locale]), body: rows.map((row) => columns.map((column) => column.cell(row, locale))) }
}

/** RFC 4180 with a byte order mark and the formula guard (backend/lib/csv.ts). */
export function tableToCsv<Row>(columns: TExportColumn<Row>[], rows: Row[], locale: Locale): string {
  const { header, body } = tableCells(columns, rows, locale)
  return csvDocument([header, ...body])
}
