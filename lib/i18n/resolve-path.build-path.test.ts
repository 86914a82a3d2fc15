import { describe, expect, it } from 'vitest'
import { locales } from './config'
import { pathnames, type AppPathname } from './pathnames'
import { buildPath, localizedPattern, localizePermalink, resolvePath, type TRouteParams } from './resolve-path'

const routes = Object.keys(pathnames) as AppPathname[]

function paramNames(route: AppPathname): string[] {
  return [...route.matchAll(/\[(\w+)\]/g)].map((match) => match[1])
}

/** Distinct, non-static values for every param of a route, optionally with characters that need encoding. */
function sampleParams(route: AppPathname, awkward = false): TRouteParams {
  return Object.fromEntries(
    paramNames(route).map((name, index) => [name, awkward ? `${name} ${index}/é?&#%` : `${name}-v${index}`]),
  )
}

describe('buildPath', () => {
  it('builds Indonesian paths without a prefix', () => {
    expect(buildPath('/about-us', 'id')).toBe('/tentang-kami')
    expect(buildPath('/', 'id')).toBe('/')
  })

  it('builds English paths with the /en prefix', () => {
    expect(buildPath('/about-us', 'en')).toBe('/en/about-us')
    expect(buildPath('/', 'en')).toBe('/en')
  })

  it('fills and encodes params', () => {
    expect(buildPath('/search/[searchKey]', 'id', { searchKey: 'jalan tol' })).toBe('/pencarian/jalan%20tol')
    expect(buildPath('/event/[id]/[title]', 'en', { id: '7', title: 'a/b' })).toBe('/en/event/7/a%2Fb')
  })

  it('maps the Indonesian about page to the English one through the internal route', () => {
    const resolved = resolvePath('/tentang-kami')
    expect(resolved && buildPath(resolved.route, 'en', resolved.params)).toBe('/en/about-us')
  })

  it('keeps the Indonesian and English forms of every route the same shape', () => {
    for (const route of routes) {
      const id = localizedPattern(route, 'id').split('/')
      const en = localizedPattern(route, 'en').split('/')
      expect(id.length, route).toBe(en.length)
      expect(paramNames(localizedPattern(route, 'id') as AppPathname), route).toEqual(paramNames(route))
      expect(localizedPattern(route, 'en'), route).toBe(route)
    }
  })
})

describe('buildPath and resolvePath round-trip every route of the map', () => {
  for (const locale of locales) {
    describe(`in ${locale}`, () => {
      it.each(routes)('%s', (route) => {
        const params = sampleParams(route)
        const path = buildPath(route, locale, params)
        expect(resolvePath(path)).toEqual({ locale, route, params })
        expect(resolvePath(`${path}/`)).toEqual({ locale, route, params })
      })

      it('round-trips params that need percent-encoding', () => {
        for (const route of routes.filter((r) => paramNames(r).length > 0)) {
          const params = sampleParams(route, true)
          expect(resolvePath(buildPath(route, locale, params)), route).toEqual({ locale, route, params })
        }
      })
    })
  }

  it('also resolves every Indonesian path under the /id prefix', () => {
    for (const route of routes) {
      const params = sampleParams(route)
      const path = buildPath(route, 'id', params)
      expect(resolvePath(path === '/' ? '/id' : `/id${path}`), route).toEqual({ locale: 'id', route, params })
    }
  })

  it('gives every route distinct public paths in each language', () => {
    for (const locale of locales) {
      const built = routes.map((route) => buildPath(route, locale, sampleParams(route)))
      expect(new Set(built).size).toBe(routes.length)
    }
  })

  it('localizes every internal permalink to the built path', () => {
    for (const locale of locales) {
      for (const route of routes) {
        const params = sampleParams(route)
        const internal = route.replace(/\[(\w+)\]/g, (_, name: string) => params[name])
        expect(localizePermalink(`${internal}?q=1#top`, locale), route).toBe(
          `${buildPath(route, locale, params)}?q=1#top`,
        )
      }
    }
  })
})

describe('localizePermalink', () => {
  it('localizes an internal route for each language', () => {
    expect(localizePermalink('/about-us', 'id')).toBe('/tentang-kami')
    expect(localizePermalink('/about-us', 'en')).toBe('/en/about-us')
  })

  it('keeps an anchor after the localized path', () => {
    expect(localizePermalink('/about-us#vision-mission', 'id')).toBe('/tentang-kami#vision-mission')
    expect(localizePermalink('/about-us#vision-mission', 'en')).toBe('/en/about-us#vision-mission')
  })

  it('keeps a query and an anchor after the localized path', () => {
    expect(localizePermalink('/event?topic=1#past-event', 'en')).toBe('/en/event?topic=1#past-event')
    expect(localizePermalink('/e-library?type=21', 'id')).toBe('/e-library?type=21')
  })

  it('localizes params of a permalink', () => {
    expect(localizePermalink('/research/completed/4/judul', 'id')).toBe('/riset/lengkap/4/judul')
  })

  it('localizes the home page', () => {
    expect(localizePermalink('/', 'id')).toBe('/')
    expect(localizePermalink('/', 'en')).toBe('/en')
  })

  it('leaves external URLs untouched', () => {
    for (const url of ['https://example.org/about-us', 'http://x.test/a?b#c', 'mailto:info@x.test', 'tel:+62211234']) {
      expect(localizePermalink(url, 'en')).toBe(url)
    }
  })

  it('leaves an unknown internal path untouched', () => {
    expect(localizePermalink('/unknown/page?x=1', 'en')).toBe('/unknown/page?x=1')
  })
})
