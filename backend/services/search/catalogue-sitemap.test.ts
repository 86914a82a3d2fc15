import { describe, expect, it } from 'vitest'
import { documentSitemapEntries } from '../../../lib/seo/sitemap-documents'
import { courseSitemapDocument, programmeSitemapDocument } from './catalogue-sitemap'

describe('catalogue sitemap documents', () => {
  it('list a course enrol page in both languages, each with the name in that language as its title', () => {
    const document = courseSitemapDocument({ id: 3, slug: 'dasar-dasar-kpbu', name: { id: 'Dasar-Dasar KPBU', en: 'PPP Fundamentals' }, updatedAt: '2026-05-01T00:00:00.000Z' })
    const entries = documentSitemapEntries(document, 'https://example.test')
    expect(entries.map((entry) => entry.url)).toEqual([
      'https://example.test/edukasi/kursus-online/dasar-dasar-kpbu/dasar-dasar-kpbu',
      'https://example.test/en/education/online-course/dasar-dasar-kpbu/ppp-fundamentals',
    ])
    expect(entries[1].alternates?.languages).toEqual({
      id: 'https://example.test/edukasi/kursus-online/dasar-dasar-kpbu/dasar-dasar-kpbu',
      en: 'https://example.test/en/education/online-course/dasar-dasar-kpbu/ppp-fundamentals',
    })
  })

  it('leave out a language the course has no name in', () => {
    const document = courseSitemapDocument({ id: 1, slug: 'etika', name: { id: 'Etika Pengadaan', en: null }, updatedAt: '2026-05-01T00:00:00.000Z' })
    expect(documentSitemapEntries(document, 'https://e.test').map((entry) => entry.url)).toEqual(['https://e.test/edukasi/kursus-online/etika/etika-pengadaan'])
  })

  it('list a cp3p programme detail in both languages with its slug as title, as its card links it', () => {
    const entries = documentSitemapEntries(programmeSitemapDocument({ id: 2, slug: 'cp3p-batch-12-jakarta', updatedAt: '2026-05-01T00:00:00.000Z' }), 'https://e.test')
    expect(entries.map((entry) => entry.url)).toEqual(['https://e.test/cp3p/detail/cp3p-batch-12-jakarta/cp3p-batch-12-jakarta', 'https://e.test/en/cp3p/detail/cp3p-batch-12-jakarta/cp3p-batch-12-jakarta'])
    expect(entries[0].lastModified).toEqual(new Date('2026-05-01T00:00:00.000Z'))
  })
})
