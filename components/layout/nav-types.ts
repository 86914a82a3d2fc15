import type { TMenuFeedKind } from '@/lib/contracts/site'
import type { Locale } from '@/lib/i18n/config'

/** A menu entry from /static/menu with its links already localized for the current language. */
export type TNavLink = { label: string; href: string }
/** `title`: the feed's heading (nav.feeds.<kind>), translated on the server. */
export type TNavGroup = { kind: TMenuFeedKind; title: string; links: TNavLink[] }
export type TNavItem = {
  type: string
  title: string
  intro: string
  href: string
  hrefLabel: string
  /** The dropdown toggle's name (header.toggleSubmenu), translated on the server. */
  toggleLabel: string
  links: TNavLink[]
  groups: TNavGroup[]
}

/**
 * Every text of the header, translated on the server (SiteHeader): the header's client components get strings, not
 * next-intl, so reading pages download no translation runtime (docs/decisions/045).
 */
export type THeaderLabels = {
  skipToContent: string
  logoAlt: string
  openMenu: string
  closeMenu: string
  search: { label: string; placeholder: string; clear: string; submit: string }
  /** The switcher's name and each language link's name ("Switch to English"). */
  language: { label: string; switchTo: Record<Locale, string> }
  nav: { label: string; home: string }
}
