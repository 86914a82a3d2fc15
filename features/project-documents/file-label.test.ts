import { describe, expect, it } from 'vitest'
import { fileFormat, fileSize } from './file-label'

describe('fileFormat', () => {
  it('names Office and PDF files by their usual extension', () => {
    expect(fileFormat('application/pdf')).toBe('PDF')
    expect(fileFormat('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('XLSX')
    expect(fileFormat('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('DOCX')
  })

  it('falls back to the MIME subtype', () => {
    expect(fileFormat('image/png')).toBe('PNG')
  })
})

describe('fileSize', () => {
  it('picks the unit and writes decimals the way each language does', () => {
    expect(fileSize(1536, 'en')).toBe('1.5 KB')
    expect(fileSize(1536, 'id')).toBe('1,5 KB')
    expect(fileSize(3 * 1024 * 1024, 'en')).toBe('3 MB')
    expect(fileSize(512, 'en')).toBe('512 B')
  })

  it('is empty for a missing size', () => {
    expect(fileSize(null, 'en')).toBe('')
    expect(fileSize(0, 'id')).toBe('')
  })
})
