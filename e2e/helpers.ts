import en from '../messages/en.json' with { type: 'json' }
import id from '../messages/id.json' with { type: 'json' }
import { routeAccess } from '../lib/auth/route-access'
import { pathnames, type AppPathname } from '../lib/i18n/pathnames'
import { buildPath } from '../lib/i18n/resolve-path'

export const messages = { id, en } as const
export const allRoutes = Object.keys(pathnames) as AppPathname[]

/**
 * Detail routes whose parameters name stored content: a made-up id answers the localized 404, and each
 * feature's own spec opens its real items. Add a route here when its feature replaces the placeholder page.
 */
export const CONTENT_DETAIL_ROUTES: ReadonlySet<AppPathname> = new Set<AppPathname>([
  '/e-library/video/[id]/[title]',
  '/e-library/toolkit/[id]/[title]',
  '/e-library/chapter/[id]/[title]',
  '/e-library/others/[id]/[title]',
  '/research/on-going/[id]/[title]',
  '/research/completed/[id]/[title]',
  '/research/chapter/[id]/[title]',
  '/education/[id]/[title]',
  '/event/[id]/[title]',
  '/education/online-course/[slug]/[title]',
  '/cp3p/detail/[slug]/[title]',
  '/snapshot-certificate/[slug]/[title]/[id]',
])

/** Sample values for every route parameter, so each pattern can be visited. */
export function sampleParams(route: AppPathname): Record<string, string> {
  const names = [...route.matchAll(/\[(\w+)\]/g)].map((m) => m[1])
  return Object.fromEntries(names.map((name) => [name, name === 'searchKey' ? 'infrastruktur' : `sample-${name.toLowerCase()}`]))
}

/** The three public forms of a route: Indonesian, Indonesian with /id, English. */
export function threeForms(route: AppPathname) {
  const params = sampleParams(route)
  const idPath = buildPath(route, 'id', params)
  return [
    { form: 'id', locale: 'id' as const, url: idPath, canonical: idPath },
    { form: 'id-prefixed', locale: 'id' as const, url: idPath === '/' ? '/id' : `/id${idPath}`, canonical: idPath },
    { form: 'en', locale: 'en' as const, url: buildPath(route, 'en', params), canonical: buildPath(route, 'en', params) },
  ]
}

export { buildPath, routeAccess }
