import { describe, expect, it } from 'vitest'
import { downloadName, RANDOM_FILE_NAME, randomFileName } from './private-names'

describe('randomFileName', () => {
  it('keeps only the extension of the uploaded name', () => {
    // Letters outside hex, so a random name cannot contain them by chance (digits like '42' did, 1 run in 8).
    const name = randomFileName('proof-xyz.PDF')
    expect(name).toMatch(RANDOM_FILE_NAME)
    expect(name).toMatch(/\.pdf$/)
    expect(name).not.toMatch(/proof|xyz/)
    expect(randomFileName('proof-xyz.PDF')).not.toBe(name)
    expect(randomFileName('no-extension')).toMatch(/^[0-9a-f]{32}$/)
  })
})

describe('downloadName', () => {
  it('is the title with the stored file’s extension, or the stored name when untitled', () => {
    expect(downloadName({ filename: `${'a'.repeat(32)}.pdf`, title: 'Modul 1' })).toBe('Modul 1.pdf')
    expect(downloadName({ filename: `${'a'.repeat(32)}.pdf`, title: 'modul-1.PDF' })).toBe('modul-1.PDF')
    expect(downloadName({ filename: 'old.pdf', title: null })).toBe('old.pdf')
  })
})
