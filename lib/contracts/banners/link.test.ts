import { describe, expect, it } from 'vitest'
import { bannerHref, isBannerLink, isExternalLink } from './link'

describe('isBannerLink', () => {
  it.each(['/e-library?type=2', '/about-us#awards', '/', 'https://example.org/report', 'http://example.org'])('accepts %s', (link) => {
    expect(isBannerLink(link)).toBe(true)
  })

  it.each(['javascript:alert(1)', '//evil.example', 'about-us', 'ftp://example.org', '/with space', ''])('refuses %s', (link) => {
    expect(isBannerLink(link)).toBe(false)
  })
})

describe('bannerHref', () => {
  it('localizes internal routes and keeps their anchor or query', () => {
    expect(bannerHref('/about-us#awards', 'id')).toBe('/tentang-kami#awards')
    expect(bannerHref('/about-us#awards', 'en')).toBe('/en/about-us#awards')
    expect(bannerHref('/research?year=2024', 'id')).toBe('/riset?year=2024')
  })

  it('keeps external addresses as they are', () => {
    expect(isExternalLink('https://example.org')).toBe(true)
    expect(bannerHref('https://example.org/a', 'en')).toBe('https://example.org/a')
  })
})
