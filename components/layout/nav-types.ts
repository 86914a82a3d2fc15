import type { TMenuFeedKind } from '@/lib/contracts/site'

/** A menu entry from /static/menu with its links already localized for the current language. */
export type TNavLink = { label: string; href: string }
export type TNavGroup = { kind: TMenuFeedKind; links: TNavLink[] }
export type TNavItem = {
  type: string
  title: string
  intro: string
  href: string
  hrefLabel: string
  links: TNavLink[]
  groups: TNavGroup[]
}
