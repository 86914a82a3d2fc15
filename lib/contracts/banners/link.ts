import type { Locale } from '../../i18n/config'
import { localizePermalink } from '../../i18n/resolve-path'

/**
 * A banner links either to an internal route (as the CMS stores them: `/e-library?type=2`, `/about-us#awards`)
 * or to an absolute http(s) address. Anything else (`javascript:`, `//host`, bare words) is refused on save.
 */
export function isBannerLink(value: string): boolean {
  if (/^\/(?!\/)/.test(value)) return !/\s/.test(value)
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

export function isExternalLink(value: string): boolean {
  return /^https?:\/\//i.test(value)
}

/** Where a banner's link points in this language: internal routes are localized, external ones kept. */
export function bannerHref(link: string, locale: Locale): string {
  return isExternalLink(link) ? link : localizePermalink(link, locale)
}
