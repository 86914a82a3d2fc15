import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { TMenuItem } from '../../../lib/contracts/site'
import { loadMenuFeeds } from './feeds'

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
