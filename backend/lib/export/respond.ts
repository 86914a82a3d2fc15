import type { Locale } from '../../../lib/i18n/config'
import { tableToCsv, type TExportColumn, type TExportFormat } from './table'
import { tableToXlsx } from './xlsx'

const TYPES: Record<TExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

export type TExportTable<Row> = { columns: TExportColumn<Row>[]; rows: Row[]; basename: string; sheetName: string }

/** A table as a download in the format asked for: `<basename>.csv` or `<basename>.xlsx`, from one column list. */
export async function exportResponse<Row>(format: TExportFormat, table: TExportTable<Row>, locale: Locale): Promise<Response> {
  const body = format === 'xlsx' ? new Uint8Array(await tableToXlsx(table.columns, table.rows, locale, table.sheetName)) : tableToCsv(table.columns, table.rows, locale)
  const filename = `${table.basename.replace(/[^A-Za-z0-9._-]/g, '-')}.${format}`
  return new Response(body, { status: 200, headers: { 'Content-Type': TYPES[format], 'Content-Disposition': `attachment; filename="${filename}"` } })
}
