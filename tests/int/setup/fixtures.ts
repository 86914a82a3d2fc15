import type { Payload } from 'payload'
import type { Navigation } from '../../../backend/payload-types'

type TNavItem = NonNullable<Navigation['items']>[number]

/** Per-locale texts of one menu entry; type and permalinks are shared by both locales. */
export type TMenuFixture = {
  type: TNavItem['type']
  permalink: string
  link: string
  id: { title: string; intro: string; permalinkLabel: string; linkLabel: string }
  en: { title: string; intro: string; permalinkLabel: string; linkLabel: string }
}

/**
 * Saves the navigation in id, then en. The en update re-sends every array row with the id the
 * first save gave it; rows without ids would replace the id rows instead of translating them.
 */
export async function saveNavigation(payload: Payload, items: TMenuFixture[]): Promise<void> {
  const saved = await payload.updateGlobal({
    slug: 'navigation',
    locale: 'id',
    data: {
      items: items.map((item) => ({
        type: item.type,
        permalink: item.permalink,
        title: item.id.title,
        intro: item.id.intro,
        permalinkLabel: item.id.permalinkLabel,
        links: [{ label: item.id.linkLabel, permalink: item.link }],
      })),
    },
  })
  const rows = saved.items ?? []
  await payload.updateGlobal({
    slug: 'navigation',
    locale: 'en',
    data: {
      items: items.map((item, index) => ({
        id: rows[index]?.id,
        type: item.type,
        permalink: item.permalink,
        title: item.en.title,
        intro: item.en.intro,
        permalinkLabel: item.en.permalinkLabel,
        links: [{ id: rows[index]?.links?.[0]?.id, label: item.en.linkLabel, permalink: item.link }],
      })),
    },
  })
}

export const SITE_DEFAULTS = {
  id: { description: 'Deskripsi bawaan situs', keyword: 'institut, belajar' },
  en: { description: 'Default site description', keyword: 'institute, learning' },
} as const

/** Site settings with default page metadata in both locales (the fallback for paths without page-meta). */
export async function saveSiteDefaults(payload: Payload): Promise<void> {
  for (const locale of ['id', 'en'] as const) {
    await payload.updateGlobal({
      slug: 'site-settings',
      locale,
      data: {
        siteName: `Institut (${locale})`,
        corporateUrl: 'https://example.test',
        corporateLabel: `Korporat (${locale})`,
        address: `Alamat (${locale})`,
        email: 'info@example.test',
        phone: '+62 21 0000',
        copyright: `© Institut (${locale})`,
        defaultMeta: SITE_DEFAULTS[locale],
      },
    })
  }
}

/** A page-meta entry saved in id and, when given, translated to en. */
export async function savePageMeta(
  payload: Payload,
  path: string,
  id: { title: string; keyword?: string; description?: string },
  en?: { title: string; keyword?: string; description?: string },
): Promise<number> {
  const doc = await payload.create({ collection: 'page-meta', locale: 'id', data: { path, ...id } })
  if (en) await payload.update({ collection: 'page-meta', id: doc.id, locale: 'en', data: en })
  return doc.id
}
