import { describe, expect, it } from 'vitest'
import { documentSitemapEntries } from './sitemap-documents'

describe('documentSitemapEntries', () => {
  it('lists a document in each language with the localized paths as alternates', () => {
    const entries = documentSitemapEntries(
      {
        module: 'research',
        docId: 4,
        lastModified: '2026-01-02T03:04:05.000Z',
        permalinks: { id: '/research/completed/4/jalan-tol', en: '/research/completed/4/toll-roads' },
      },
      'https://example.test',
    )
    expect(entries.map((entry) => entry.url)).toEqual([
      'https://example.test/riset/lengkap/4/jalan-tol',
      'https://example.test/en/research/completed/4/toll-roads',
    ])
    expect(entries[0].alternates?.languages).toEqual({
      id: 'https://example.test/riset/lengkap/4/jalan-tol',
      en: 'https://example.test/en/research/completed/4/toll-roads',
    })
  })

  it('leaves out a language the document has no row for', () => {
    const entries = documentSitemapEntries({ module: 'x', docId: 1, lastModified: '2026-01-01T00:00:00Z', permalinks: { en: '/e-library/video/1/a' } }, 'https://e.test')
    expect(entries.map((entry) => entry.url)).toEqual(['https://e.test/en/e-library/video/1/a'])
  })
})
