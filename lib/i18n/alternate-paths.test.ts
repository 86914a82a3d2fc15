import { describe, expect, it } from 'vitest'
import { titleSlug } from '@/lib/format/slug'
import { alternatePathsOf, switcherHref } from './alternate-paths'
import type { Locale } from './config'
import { buildPath } from './resolve-path'

const titles: Record<Locale, string> = { id: 'Webinar: Dasar-Dasar KPBU untuk Aparatur Daerah', en: 'Webinar: PPP Fundamentals for Regional Officials' }
const eventIn = async (locale: Locale) => ({ id: 7, slug: titleSlug(titles[locale]) })
const eventHref = (locale: Locale, event: { id: number; slug: string }) => buildPath('/event/[id]/[title]', locale, { id: String(event.id), title: event.slug })

describe('the language switcher of a detail page', () => {
  it('links each language to the item with that language’s own title slug', async () => {
    const paths = await alternatePathsOf(eventIn, eventHref)
    expect(paths).toEqual({
      id: '/event/7/webinar-dasar-dasar-kpbu-untuk-aparatur-daerah',
      en: '/en/event/7/webinar-ppp-fundamentals-for-regional-officials',
    })
  })

  it('leaves out a language in which the item does not load', async () => {
    const paths = await alternatePathsOf(async (locale) => (locale === 'id' ? eventIn(locale) : null), eventHref)
    expect(paths).toEqual({ id: '/event/7/webinar-dasar-dasar-kpbu-untuk-aparatur-daerah' })
  })
})

describe('switcherHref', () => {
  it('links any page of the route map straight to its URL in the other language, Indonesian without /id', () => {
    expect(switcherHref({ locale: 'id', pathname: '/en/about-us' })).toBe('/tentang-kami')
    expect(switcherHref({ locale: 'en', pathname: '/tentang-kami' })).toBe('/en/about-us')
    expect(switcherHref({ locale: 'id', pathname: '/en' })).toBe('/')
    expect(switcherHref({ locale: 'en', pathname: '/' })).toBe('/en')
    expect(switcherHref({ locale: 'id', pathname: '/en/research/completed/4/x' })).toBe('/riset/lengkap/4/x')
  })

  it('encodes params once, whether the path came encoded or not', () => {
    expect(switcherHref({ locale: 'id', pathname: '/en/search/air%20minum' })).toBe('/pencarian/air%20minum')
    expect(switcherHref({ locale: 'id', pathname: '/en/search/air minum' })).toBe('/pencarian/air%20minum')
    expect(switcherHref({ locale: 'id', pathname: '/en/search/100%25' })).toBe('/pencarian/100%25')
  })

  it('prefers the detail page’s own path in that language', () => {
    const alternates = { id: '/event/7/judul' }
    expect(switcherHref({ locale: 'id', alternates, pathname: '/en/event/7/title' })).toBe('/event/7/judul')
    // A language the item does not load in: the route map's URL.
    expect(switcherHref({ locale: 'en', alternates, pathname: '/en/event/7/title' })).toBe('/en/event/7/title')
  })

  it('keeps a page outside the route map under the other language’s prefix', () => {
    expect(switcherHref({ locale: 'id', pathname: '/en/no-such-page' })).toBe('/no-such-page')
    expect(switcherHref({ locale: 'en', pathname: '/no-such-page' })).toBe('/en/no-such-page')
  })
})
