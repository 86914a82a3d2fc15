import { describe, expect, it } from 'vitest'
import { decodeEntities, extractHrefs, internalLinks, internalUrl, linkVerdict, sitemapLocations } from './links'

const ORIGINS = ['http://localhost:3390']
const PAGE = 'http://localhost:3390/en/event'

describe('extractHrefs', () => {
  it('reads the href of every anchor, whatever the quoting and the attribute order', () => {
    const html = `<a class="x" href="/en/about-us">A</a><a href='/faq'>B</a><a href=/event data-x="1">C</a><A HREF="/en">D</A>`
    expect(extractHrefs(html)).toEqual(['/en/about-us', '/faq', '/event', '/en'])
  })

  it('decodes entities, as a browser reads the attribute', () => {
    expect(extractHrefs('<a href="/event?topic=1&amp;page=2">x</a>')).toEqual(['/event?topic=1&page=2'])
  })

  it('takes canonical and alternate links, not stylesheets, preloads or icons', () => {
    const html = [
      '<link rel="canonical" href="http://localhost:3390/en/event"/>',
      '<link rel="alternate" hrefLang="id" href="http://localhost:3390/event"/>',
      '<link rel="stylesheet" href="/_next/static/css/a.css"/>',
      '<link rel="preload" as="image" href="/images/hero.webp"/>',
      '<link rel="icon" href="/icon.svg"/>',
    ].join('')
    expect(extractHrefs(html)).toEqual(['http://localhost:3390/en/event', 'http://localhost:3390/event'])
  })

  it('skips anchors without href and what scripts, styles and comments hold', () => {
    const html = '<a name="top">x</a><script>self.__next_f.push("<a href=\\"/in-script\\">")</script><!-- <a href="/commented"> --><a href="/kept">k</a>'
    expect(extractHrefs(html)).toEqual(['/kept'])
  })

  it('does not take other elements whose names start like a or link', () => {
    expect(extractHrefs('<abbr href="/no">x</abbr><area href="/no2"/><linearGradient href="/no3"/>')).toEqual([])
  })
})

describe('internalUrl', () => {
  it('resolves relative links against the page and drops the fragment', () => {
    expect(internalUrl('detail#speakers', 'http://localhost:3390/en/event/12/', ORIGINS)).toBe('http://localhost:3390/en/event/12/detail')
    expect(internalUrl('/en/faq?search=kpbu#q1', PAGE, ORIGINS)).toBe('http://localhost:3390/en/faq?search=kpbu')
  })

  it('leaves out other sites, same-page anchors and non-web schemes', () => {
    for (const href of ['https://example.org/x', '//example.org/x', '#main', '', 'mailto:info@lpi.test', 'tel:+62211234', 'javascript:void(0)']) {
      expect(internalUrl(href, PAGE, ORIGINS)).toBeNull()
    }
  })

  it('keeps an absolute link to this site (canonical URLs name the origin)', () => {
    expect(internalUrl('http://localhost:3390/en', PAGE, ORIGINS)).toBe('http://localhost:3390/en')
  })
})

describe('internalLinks', () => {
  it('lists each internal link of a page once, in order', () => {
    const html = '<a href="/b">1</a><a href="/a">2</a><a href="/b#x">3</a><a href="https://example.org">4</a>'
    expect(internalLinks(html, PAGE, ORIGINS)).toEqual(['http://localhost:3390/b', 'http://localhost:3390/a'])
  })
})

describe('sitemapLocations and decodeEntities', () => {
  it('reads every loc, decoding escaped ampersands', () => {
    const xml = '<urlset><url><loc>http://localhost:3390/</loc></url><url><loc>http://localhost:3390/en/a?x=1&amp;y=2</loc></url></urlset>'
    expect(sitemapLocations(xml)).toEqual(['http://localhost:3390/', 'http://localhost:3390/en/a?x=1&y=2'])
  })

  it('decodes numeric and named entities and leaves unknown ones', () => {
    expect(decodeEntities('&#39;&#x27;&quot;&lt;&gt;&amp;&unknown;')).toBe(`''"<>&&unknown;`)
  })
})

describe('linkVerdict', () => {
  it('passes 2xx, reports 3xx as a redirect and anything else as broken', () => {
    expect([200, 204, 301, 307, 308, 404, 500, 0].map((status) => linkVerdict(status))).toEqual(['ok', 'ok', 'redirect', 'redirect', 'redirect', 'broken', 'broken', 'broken'])
  })

  it("accepts a members-only page sending a visitor to sign in and come back, in either language", () => {
    const link = 'http://localhost:3390/cp3p/sertifikasi/registrasi/batch-12'
    expect(linkVerdict(307, link, '/masuk?redirect=%2Fcp3p%2Fsertifikasi%2Fregistrasi%2Fbatch-12')).toBe('sign-in')
    expect(linkVerdict(307, 'http://localhost:3390/en/user/dashboard', 'http://localhost:3390/en/login?redirect=%2Fen%2Fuser%2Fdashboard')).toBe('sign-in')
  })

  it('reports a redirect to sign in that would not come back to the link, or to another page', () => {
    const link = 'http://localhost:3390/en/user/dashboard'
    expect(linkVerdict(307, link, '/en/login')).toBe('redirect')
    expect(linkVerdict(307, link, '/en/login?redirect=%2Fen%2Fevent')).toBe('redirect')
    expect(linkVerdict(307, link, '/en/user/dashboard/')).toBe('redirect')
    expect(linkVerdict(307, link, 'https://evil.example/en/login?redirect=%2Fen%2Fuser%2Fdashboard')).toBe('redirect')
  })
})
