import { describe, expect, it } from 'vitest'
import { fixedPublicRoutes, sitemapEntries } from './sitemap-entries'

describe('sitemap entries', () => {
  it('list a page in both languages, each naming both as alternates', () => {
    const entries = sitemapEntries('/about-us', {}, 'https://example.test')
    expect(entries.map((entry) => entry.url)).toEqual(['https://example.test/tentang-kami', 'https://example.test/en/about-us'])
    for (const entry of entries) {
      expect(entry.alternates?.languages).toEqual({
        id: 'https://example.test/tentang-kami',
        en: 'https://example.test/en/about-us',
      })
    }
  })

  it('include public pages only: no member, course, login or parameterised routes', () => {
    const routes = fixedPublicRoutes()
    expect(routes).toContain('/')
    expect(routes).toContain('/e-library')
    expect(routes.some((route) => /^\/(user|lecturer|online-course|login|register)/.test(route))).toBe(false)
    expect(routes.some((route) => route.includes('['))).toBe(false)
  })
})
