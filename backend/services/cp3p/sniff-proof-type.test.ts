import { describe, expect, it } from 'vitest'
import { sniffProofType } from './sniff-proof-type'

describe('sniffProofType', () => {
  it('recognises a PDF and a PNG by their bytes', () => {
    expect(sniffProofType(Buffer.from('%PDF-1.4\n%…'))).toBe('application/pdf')
    expect(sniffProofType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('image/png')
  })

  it('refuses an executable renamed .pdf and plain text', () => {
    expect(sniffProofType(Buffer.from('MZ\x90\x00\x03\x00\x00\x00'))).toBeNull()
    expect(sniffProofType(Buffer.from('hello, this is not a receipt'))).toBeNull()
  })
})
