import { z } from 'zod'
import type { Locale } from '../i18n/config'
import { defineEndpoint } from './endpoint'

/** Response types of the site-wide calls: /static/menu, /static/meta-data and the sitemap documents. */

export type TMenuFeedKind = 'latest' | 'types' | 'mainPrograms' | 'upcomingEvents' | 'pastEvents'
export type TMenuFeedItem = { id: number | string; title: string; permalink: string }
export type TMenuFeed = { kind: TMenuFeedKind; items: TMenuFeedItem[] }
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

export const MENU = defineEndpoint<TMenuItem[]>()({ method: 'get', path: '/static/menu', params: z.object({}) })

export type TPageMeta = {
  title: string
  keyword: string
  description: string
  type: string
  image: string | null
  path: string
}

/** One public document with its permalink in each language (internal routes the site localizes). */
export type TSitemapDocument = { module: string; docId: number; lastModified: string; permalinks: Partial<Record<Locale, string>> }
