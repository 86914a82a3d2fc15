import 'server-only'
import { getData } from '@/lib/api/call'
import { CACHE_TAGS } from '@/lib/api/cache-tags'
import { publicApi } from '@/lib/api/server'
import { FAQ_HIGHLIGHT, FAQ_LIST, type TFaqCategory, type TFaqItem } from '@/lib/contracts/faq'
import type { Locale } from '@/lib/i18n/config'

/** Every category with its questions: the page switches tabs without another call. */
export async function fetchFaqList(locale: Locale): Promise<TFaqCategory[] | null> {
  return getData(publicApi(locale, [CACHE_TAGS.faq]), FAQ_LIST, {})
}

/** The questions editors flagged as popular (GET /faq/highlight), in their order. */
export async function fetchFaqHighlight(locale: Locale, take: number): Promise<TFaqItem[]> {
  return (await getData(publicApi(locale, [CACHE_TAGS.faq]), FAQ_HIGHLIGHT, { take })) ?? []
}
