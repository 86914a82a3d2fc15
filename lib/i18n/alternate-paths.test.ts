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
  const base = {}

  it('links any page of the route map straight to its URL in the other language, Indonesian without /id', () => {
    expect(switcherHref({ ...base, locale: 'id', route: '/about-us', params: { locale: 'en' } })).toBe('/tentang-kami')
    expect(switcherHref({ ...base, locale: 'en', route: '/about-us', params: { locale: 'id' } })).toBe('/en/about-us')
    expect(switcherHref({ ...base, locale: 'id', route: '/', params: { locale: 'en' } })).toBe('/')
    expect(switcherHref({ ...base, locale: 'id', route: '/research/completed/[id]/[title]', params: { locale: 'en', id: '4', title: 'x' } })).toBe('/riset/lengkap/4/x')
  })

  it('encodes params once, whether the router gave them encoded or not', () => {
    expect(switcherHref({ ...base, locale: 'id', route: '/search/[searchKey]', params: { locale: 'en', searchKey: 'air%20minum' } })).toBe('/pencarian/air%20minum')
    expect(switcherHref({ ...base, locale: 'id', route: '/search/[searchKey]', params: { locale: 'en', searchKey: 'air minum' } })).toBe('/pencarian/air%20minum')
    expect(switcherHref({ ...base, locale: 'id', route: '/search/[searchKey]', params: { locale: 'en', searchKey: '100%' } })).toBe('/pencarian/100%25')
  })

  it('prefers the detail page’s own path in that language, and gives up outside the route map', () => {
    const alternates = { id: '/event/7/judul' }
    const params = { locale: 'en', id: '7', title: 'title' }
    expect(switcherHref({ locale: 'id', alternates, route: '/event/[id]/[title]', params })).toBe('/event/7/judul')
    // A language the item does not load in: the route map's URL.
    expect(switcherHref({ locale: 'en', alternates, route: '/event/[id]/[title]', params })).toBe('/en/event/7/title')
    expect(switcherHref({ ...base, locale: 'id', route: '/no-such-page', params: { locale: 'en' } })).toBeNull()
  })
})
