import type { MetadataRoute } from 'next'
import { routeAccess } from '@/lib/auth/route-access'
import { locales } from '@/lib/i18n/config'
import { pathnames, type AppPathname } from '@/lib/i18n/pathnames'
import { buildPath, type TRouteParams } from '@/lib/i18n/resolve-path'

type TSitemapEntry = MetadataRoute.Sitemap[number]

/** One entry per language for a route, each naming the other languages as alternates (hreflang). */
export function sitemapEntries(route: AppPathname, params: TRouteParams, origin: string, lastModified?: Date) {
  const languages = Object.fromEntries(locales.map((locale) => [locale, origin + buildPath(route, locale, params)]))
  return locales.map(
    (locale): TSitemapEntry => ({
      url: languages[locale],
      lastModified,
      alternates: { languages },
    }),
  )
}

/** Public routes without parameters: the fixed pages of the site. */
export function fixedPublicRoutes(): AppPathname[] {
  return (Object.keys(pathnames) as AppPathname[]).filter(
    (route) => !route.includes('[') && routeAccess(route) === 'public' && route !== '/register-thankyou',
  )
}
