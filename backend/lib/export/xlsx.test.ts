import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import type { TExportColumn } from './table'
import { tableToXlsx } from './xlsx'

const columns: TExportColumn<{ name: string }>[] = [{ header: { id: 'Nama', en: 'Name' }, cell: (row) => row.name }]

async function read(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer)
  return workbook.worksheets[0]
}

describe('tableToXlsx', () => {
  it('names the sheet after the course even when its name starts or ends with an apostrophe (Excel refuses those)', async () => {
    const sheet = await read(await tableToXlsx(columns, [{ name: 'Ani' }], 'id', "'Kursus: Dasar KPBU'"))
    expect(sheet.name).toBe('Kursus  Dasar KPBU')
    expect(sheet.getRow(2).getCell(1).value).toBe('Ani')
  })

  it('keeps a cell that looks like a formula as text', async () => {
    const sheet = await read(await tableToXlsx(columns, [{ name: '=HYPERLINK("http://x")' }], 'en', 'Report'))
    expect(sheet.getRow(1).getCell(1).value).toBe('Name')
    expect(sheet.getRow(2).getCell(1).value).toBe('=HYPERLINK("http://x")')
  })
})
