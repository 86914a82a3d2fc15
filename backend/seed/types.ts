import type { Locale } from '../../lib/i18n/config'
import type { AppPathname } from '../../lib/i18n/pathnames'

/** One text in every site language. */
export type TBilingual = Record<Locale, string>

/** An internal route key, optionally with an #anchor or ?query (how Navigation stores permalinks). */
export type TInternalLink = AppPathname | `${AppPathname}#${string}` | `${AppPathname}?${string}`

/** Routes without a [param]: the pages that get their own PageMeta entry. */
export type TStaticPathname = Exclude<AppPathname, `${string}[${string}`>

export type TPageMetaCopy = Record<Locale, { keyword: string; description: string }>

export type TPageMetaCopyMap = Partial<Record<TStaticPathname, TPageMetaCopy>>
