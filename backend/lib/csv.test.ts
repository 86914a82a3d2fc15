import { describe, expect, it } from 'vitest'
import { csvCell, csvDocument } from './csv'

describe('csv', () => {
  it('quotes cells with commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a, b')).toBe('"a, b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(3)).toBe('3')
  })

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell('+62812')).toBe("'+62812")
    expect(csvCell(-1)).toBe('-1')
  })

  it('writes a BOM and CRLF rows', () => {
    expect(csvDocument([['a', 'b'], [1, true]])).toBe('\uFEFFa,b\r\n1,true\r\n')
  })
})
