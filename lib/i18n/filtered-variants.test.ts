import { describe, expect, it } from 'vitest'
import { variantSuffix } from './filtered-variants'

describe('filtered listing variants', () => {
  it('sends a listing with a query string to its per-request twin', () => {
    expect(variantSuffix('/e-library', '?type=1')).toBe('/filtered')
    expect(variantSuffix('/research', '?year=2024')).toBe('/filtered')
    expect(variantSuffix('/education', '?search=risiko')).toBe('/filtered')
    expect(variantSuffix('/event', '?topic=7')).toBe('/filtered')
    expect(variantSuffix('/faq', '?category=events')).toBe('/filtered')
  })

  it('keeps the cached page for a plain listing and for other routes', () => {
    expect(variantSuffix('/e-library', '')).toBe('')
    expect(variantSuffix('/e-library', '?')).toBe('')
    expect(variantSuffix('/about-us', '?utm_source=x')).toBe('')
  })
})
