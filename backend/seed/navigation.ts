import type { Payload, PayloadRequest } from 'payload'
import { locales } from '../../lib/i18n/config'
import type { Navigation } from '../payload-types'
import type { TEventTopicIds } from './event-topics'
import { navigationItems } from './navigation-items'

/** Writes the menu in the default locale first, then the others onto the same rows. */
export async function seedNavigation(payload: Payload, req: PayloadRequest, eventTopics: TEventTopicIds): Promise<void> {
  let saved: Navigation['items'] = []
  for (const locale of locales) {
    // Rows sent without their ids would be replaced (losing the earlier locale), so reuse the saved ids.
    const items = navigationItems(eventTopics).map((item, i) => ({
      id: saved?.[i]?.id,
      type: item.type,
      title: item.title[locale],
      intro: item.intro[locale],
      permalink: item.permalink,
      permalinkLabel: item.permalinkLabel[locale],
      links: item.links.map((link, j) => ({
        id: saved?.[i]?.links?.[j]?.id,
        label: link.label[locale],
        permalink: link.permalink,
      })),
    }))
    const doc = await payload.updateGlobal({
      slug: 'navigation',
      locale,
      data: { items },
      depth: 0,
      overrideAccess: true,
      req,
    })
    saved = doc.items
  }
}
