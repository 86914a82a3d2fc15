import 'server-only'
import type { TFaqCategory, TFaqItem } from '@/backend/services/faq/shapes'
import { CACHE_TAGS } from '@/lib/api/cache-tags'
import { dataOf, type TApiEnvelope } from '@/lib/api/client'
import { publicApi } from '@/lib/api/server'
import type { Locale } from '@/lib/i18n/config'

/** Every category with its questions: the page switches tabs without another call. */
export async function fetchFaqList(locale: Locale): Promise<TFaqCategory[] | null> {
  return dataOf(await publicApi(locale, [CACHE_TAGS.faq]).get<TApiEnvelope<TFaqCategory[]>>('/faq/list'))
}

/** The questions editors flagged as popular (GET /faq/highlight), in their order. */
export async function fetchFaqHighlight(locale: Locale, take: number): Promise<TFaqItem[]> {
  return dataOf(await publicApi(locale, [CACHE_TAGS.faq]).get<TApiEnvelope<TFaqItem[]>>('/faq/highlight', { params: { take } })) ?? []
}
