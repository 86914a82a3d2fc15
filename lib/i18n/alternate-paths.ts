import { locales, type Locale } from './config'
import { pathnames, type AppPathname } from './pathnames'
import { buildPath } from './resolve-path'

/** One page's public path in each language, when the languages differ by more than the route map (a title slug). */
export type TAlternatePaths = Partial<Record<Locale, string>>

/**
 * The canonical path of one item in every language: each language loads its own copy (its own title, so its
 * own slug), through the cached read the page of that language makes. A language where the item does not load
 * is left out, and the switcher falls back to the route map.
 */
export async function alternatePathsOf<T>(
  load: (locale: Locale) => Promise<T | null>,
  href: (locale: Locale, item: T) => string,
): Promise<TAlternatePaths> {
  const entries = await Promise.all(
    locales.map(async (locale) => {
      const item = await load(locale)
      return item ? ([locale, href(locale, item)] as const) : null
    }),
  )
  return Object.fromEntries(entries.filter((entry) => entry !== null))
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * The language switcher's link to `locale`: a detail page's own path in that language (its layout resolved
 * it on the server, features/detail-frame), else the route map's URL of the same route and params, the
 * Indonesian one without the /id prefix (which would only redirect).
 * Null for a page outside the map (the caller falls back to next-intl's link).
 */
export function switcherHref(args: {
  locale: Locale
  alternates?: TAlternatePaths | null
  route: string
  params: Record<string, string | string[] | undefined>
}): string | null {
  const own = args.alternates?.[args.locale]
  if (own) return own
  if (!Object.hasOwn(pathnames, args.route)) return null
  const params: Record<string, string> = {}
  for (const [name, value] of Object.entries(args.params)) {
    // Router params may arrive still encoded; buildPath encodes once.
    if (name !== 'locale' && typeof value === 'string') params[name] = safeDecode(value)
  }
  return buildPath(args.route as AppPathname, args.locale, params)
}
