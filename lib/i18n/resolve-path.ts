import { defaultLocale, isLocale, type Locale } from './config'
import { pathnames, type AppPathname } from './pathnames'

export type TRouteParams = Record<string, string>
export type TResolvedRoute = { locale: Locale; route: AppPathname; params: TRouteParams }

const routes = Object.keys(pathnames) as AppPathname[]

export function localizedPattern(route: AppPathname, locale: Locale): string {
  const entry = pathnames[route]
  return typeof entry === 'string' ? entry : entry[locale]
}

function matchPattern(pattern: string, pathname: string): TRouteParams | null {
  const want = pattern.split('/').filter(Boolean)
  const got = pathname.split('/').filter(Boolean)
  if (want.length !== got.length) return null
  const params: TRouteParams = {}
  for (let i = 0; i < want.length; i++) {
    const segment = want[i]
    if (segment.startsWith('[') && segment.endsWith(']')) {
      params[segment.slice(1, -1)] = safeDecode(got[i])
    } else if (segment !== got[i]) {
      return null
    }
  }
  return params
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** Splits the locale prefix off a public pathname: /en/about-us -> en, /about-us. */
export function splitLocale(pathname: string): { locale: Locale; rest: string } {
  const [, first, ...others] = pathname.split('/')
  if (isLocale(first)) return { locale: first, rest: '/' + others.join('/') }
  return { locale: defaultLocale, rest: pathname || '/' }
}

function paramCount(route: string): number {
  return (route.match(/\[/g) ?? []).length
}

// Static segments win over params, as in the app router: try routes with fewer params first.
const routesByParamCount = [...routes].sort((a, b) => paramCount(a) - paramCount(b))

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

function matchRoute(path: string, patternOf: (route: AppPathname) => string) {
  for (const route of routesByParamCount) {
    const params = matchPattern(patternOf(route), trimSlash(path))
    if (params) return { route, params }
  }
  return null
}

/** Which route of the map a public pathname is, in which language, with which params; null when none. */
export function resolvePath(pathname: string): TResolvedRoute | null {
  const { locale, rest } = splitLocale(pathname)
  const found = matchRoute(rest, (route) => localizedPattern(route, locale))
  return found && { locale, ...found }
}

/** Which route an internal path (the English form, no prefix, e.g. /about-us) is. */
export function resolveInternalPath(path: string): Omit<TResolvedRoute, 'locale'> | null {
  return matchRoute(path, (route) => route)
}

/** The public URL path of a route in a language (Indonesian without prefix). */
export function buildPath(route: AppPathname, locale: Locale, params: TRouteParams = {}): string {
  const path = localizedPattern(route, locale).replace(/\[(\w+)\]/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  )
  if (locale === defaultLocale) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

/** The app's own path for a route: the [locale] folder plus the internal (English) route, params filled in. */
export function internalPath(route: AppPathname, locale: Locale, params: TRouteParams = {}): string {
  const path = route.replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

/** A CMS permalink (internal route with optional #anchor or ?query) as a public URL in a language. */
export function localizePermalink(permalink: string, locale: Locale): string {
  // External links and same-page anchors or queries stay as they are.
  if (/^(https?:|mailto:|tel:|#|\?)/.test(permalink)) return permalink
  const match = permalink.match(/^([^?#]*)(.*)$/)
  const path = match?.[1] || '/'
  const suffix = match?.[2] ?? ''
  const resolved = resolveInternalPath(path)
  if (!resolved) return permalink
  return buildPath(resolved.route, locale, resolved.params) + suffix
}
