import { describe, expect, it } from 'vitest'
import { titleSlug } from './slug'

describe('titleSlug', () => {
  it('lowercases, drops accents and joins words with dashes', () => {
    expect(titleSlug('Pembiayaan KPBU: Panduan Praktis (2024)')).toBe('pembiayaan-kpbu-panduan-praktis-2024')
    expect(titleSlug('Café & Résumé')).toBe('cafe-and-resume')
  })

  it('caps the length without a trailing dash', () => {
    const slug = titleSlug('a '.repeat(100))
    expect(slug.length).toBeLessThanOrEqual(80)
    expect(slug.endsWith('-')).toBe(false)
  })

  it('falls back to "detail" when nothing is left', () => {
    expect(titleSlug('—')).toBe('detail')
    expect(titleSlug(undefined)).toBe('detail')
  })
})
