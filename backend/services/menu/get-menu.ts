import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { loadMenuFeeds, type TMenuFeed } from './feeds'

export type { TMenuFeed, TMenuFeedKind } from './feeds'
export type TMenuLink = { label: string; permalink: string }
export type TMenuItem = {
  type: string
  title: string
  intro: string
  permalink: string
  permalinkLabel: string
  links: TMenuLink[]
  /** Live dropdown lists (latest items, e-library types, main programs, events); spec section 3's menu data. */
  feeds: TMenuFeed[]
}

export async function getMenu(payload: Payload, locale: Locale): Promise<TMenuItem[]> {
  const nav = await payload.findGlobal({ slug: 'navigation', locale, depth: 0 })
  return Promise.all(
    (nav.items ?? []).map(async (item) => ({
      type: item.type,
      title: item.title,
      intro: item.intro ?? '',
      permalink: item.permalink,
      permalinkLabel: item.permalinkLabel ?? '',
      links: (item.links ?? []).map((link) => ({ label: link.label, permalink: link.permalink })),
      feeds: await loadMenuFeeds(payload, locale, item.type),
    })),
  )
}
