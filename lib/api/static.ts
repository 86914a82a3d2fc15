import 'server-only'
import type { Locale } from '@/lib/i18n/config'
import { MENU, type TMenuItem, type TPageMeta } from '@/lib/contracts/site'
import { getData } from './call'
import { CACHE_TAGS } from './cache-tags'
import { dataOf, type TApiEnvelope } from './client'
import { publicApi } from './server'

export type { TMenuItem, TPageMeta }

// The dropdowns list live content, so the menu expires with any of it.
const MENU_TAGS = [CACHE_TAGS.menu, CACHE_TAGS.elibrary, CACHE_TAGS.research, CACHE_TAGS.events, CACHE_TAGS.topics]

export async function fetchMenu(locale: Locale): Promise<TMenuItem[] | null> {
  return getData(publicApi(locale, MENU_TAGS), MENU, {})
}

export async function fetchPageMeta(path: string, locale: Locale): Promise<TPageMeta | null> {
  const response = await publicApi(locale, [CACHE_TAGS.pageMeta]).get<TApiEnvelope<TPageMeta>>('/static/meta-data', {
    params: { path },
  })
  return dataOf(response)
}

export type TSiteSettings = {
  siteName: string
  corporateUrl: string
  corporateLabel: string
  address: string
  email: string
  phone: string
  socialLinks?: { icon: string; name: string; url: string; id?: string }[] | null
  copyright: string
}

/** Payload's own REST read of the site-settings global (public read access). */
export async function fetchSiteSettings(locale: Locale): Promise<TSiteSettings | null> {
  const response = await publicApi(locale, [CACHE_TAGS.siteSettings]).get<TSiteSettings>('/globals/site-settings', {
    params: { locale, depth: 0 },
  })
  return response.status === 200 && response.data?.siteName ? response.data : null
}
