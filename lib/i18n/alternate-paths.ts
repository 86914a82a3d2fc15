import { locales, type Locale } from './config'
import { pathnames, type AppPathname } from './pathnames'
import { buildPath } from './resolve-path'

/** One page's public path in each language, when the languages differ by more than the route map (a title slug). */
export type TAlternatePaths = Partial<Record<Locale, string>>

/** What a detail page tells the language switcher: its paths, and which page they belong to. */
export type TRegisteredAlternates = { paths: TAlternatePaths; registeredBy: string }

/**
 * The canonical path of one item in every language: each language loads its own copy (its own title, so
 * its own slug). A language where the item does not load is left out, and the switcher falls back.
 */
export async function alternatePathsOf<T>(
  shown: { locale: Locale; item: T },
  load: (locale: Locale) => Promise<T | null>,
  href: (locale: Locale, item: T) => string,
): Promise<TAlternatePaths> {
  const entries = await Promise.all(
    locales.map(async (locale) => {
      const item = locale === shown.locale ? shown.item : await load(locale)
      return item ? ([locale, href(locale, item)] as const) : null
    }),
  )
  return Object.fromEntries(entries.filter((entry) => entry !== null))
}

/**
 * The registered path for `locale` when the page showing registered it, so a client navigation away never
 * uses the previous page's paths; null otherwise.
 */
export function switcherPath(registered: TRegisteredAlternates | null, shownPath: string, locale: Locale): string | null {
  if (!registered || registered.registeredBy !== shownPath) return null
  return registered.paths[locale] ?? null
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * The language switcher's link to `locale`: the page's registered path, else the route map's URL of the
 * same route and params, the Indonesian one without the /id prefix (which would only redirect).
 * Null for a page outside the map (the caller falls back to next-intl's link).
 */
export function switcherHref(args: {
  locale: Locale
  shownPath: string
  registered: TRegisteredAlternates | null
  route: string
  params: Record<string, string | string[] | undefined>
}): string | null {
  const registered = switcherPath(args.registered, args.shownPath, args.locale)
  if (registered) return registered
  if (!Object.hasOwn(pathnames, args.route)) return null
  const params: Record<string, string> = {}
  for (const [name, value] of Object.entries(args.params)) {
    // Router params may arrive still encoded; buildPath encodes once.
    if (name !== 'locale' && typeof value === 'string') params[name] = safeDecode(value)
  }
  return buildPath(args.route as AppPathname, args.locale, params)
}
