import { defaultLocale, locales, type Locale } from './config'
import { buildPath, resolvePath, splitLocale } from './resolve-path'

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

/**
 * The language switcher's link to `locale` from the page shown at `pathname` (the browser's path): a detail page's
 * own path in that language (its layout resolved it on the server, features/detail-frame), else the route map's URL
 * of the same route and params, the Indonesian one without the /id prefix (which would only redirect). A page outside
 * the map (a 404) keeps its path under the other language's prefix, as next-intl's link did.
 */
export function switcherHref(args: { locale: Locale; alternates?: TAlternatePaths | null; pathname: string }): string {
  const own = args.alternates?.[args.locale]
  if (own) return own
  const resolved = resolvePath(args.pathname)
  if (resolved) return buildPath(resolved.route, args.locale, resolved.params)
  const { rest } = splitLocale(args.pathname)
  if (args.locale === defaultLocale) return rest
  return rest === '/' ? `/${args.locale}` : `/${args.locale}${rest}`
}
