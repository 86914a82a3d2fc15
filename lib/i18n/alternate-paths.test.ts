import { describe, expect, it } from 'vitest'
import { titleSlug } from '@/lib/format/slug'
import { alternatePathsOf, switcherHref, switcherPath } from './alternate-paths'
import type { Locale } from './config'
import { buildPath } from './resolve-path'

const titles: Record<Locale, string> = { id: 'Webinar: Dasar-Dasar KPBU untuk Aparatur Daerah', en: 'Webinar: PPP Fundamentals for Regional Officials' }
const eventIn = async (locale: Locale) => ({ id: 7, slug: titleSlug(titles[locale]) })
const eventHref = (locale: Locale, event: { id: number; slug: string }) => buildPath('/event/[id]/[title]', locale, { id: String(event.id), title: event.slug })

describe('the language switcher of a detail page', () => {
  it('links each language to the item with that language’s own title slug', async () => {
    const paths = await alternatePathsOf({ locale: 'en', item: await eventIn('en') }, eventIn, eventHref)
    expect(paths).toEqual({
      id: '/event/7/webinar-dasar-dasar-kpbu-untuk-aparatur-daerah',
      en: '/en/event/7/webinar-ppp-fundamentals-for-regional-officials',
    })
  })

  it('leaves out a language in which the item does not load', async () => {
    const paths = await alternatePathsOf({ locale: 'id', item: await eventIn('id') }, async () => null, eventHref)
    expect(paths).toEqual({ id: '/event/7/webinar-dasar-dasar-kpbu-untuk-aparatur-daerah' })
  })

  it('uses the paths only on the page that registered them, else falls back to the route map', () => {
    const registered = { paths: { id: '/event/7/judul', en: '/en/event/7/title' }, registeredBy: '/en/event/7/title' }
    expect(switcherPath(registered, '/en/event/7/title', 'id')).toBe('/event/7/judul')
    expect(switcherPath(registered, '/en/event/7/title', 'en')).toBe('/en/event/7/title')
    expect(switcherPath(registered, '/en/event', 'id')).toBeNull()
    expect(switcherPath(null, '/en/event/7/title', 'id')).toBeNull()
    expect(switcherPath({ paths: { en: '/en/event/7/title' }, registeredBy: '/en/event/7/title' }, '/en/event/7/title', 'id')).toBeNull()
  })
})

describe('switcherHref', () => {
  const base = { shownPath: '/en/about-us', registered: null }

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

  it('prefers the path a detail page registered, and gives up outside the route map', () => {
    const registered = { paths: { id: '/event/7/judul' }, registeredBy: '/en/event/7/title' }
    expect(switcherHref({ locale: 'id', shownPath: '/en/event/7/title', registered, route: '/event/[id]/[title]', params: { locale: 'en', id: '7', title: 'title' } })).toBe('/event/7/judul')
    expect(switcherHref({ ...base, locale: 'id', route: '/no-such-page', params: { locale: 'en' } })).toBeNull()
  })
})
