import 'server-only'
import type { TFaqCategory } from '@/backend/services/faq/shapes'
import { CACHE_TAGS } from '@/lib/api/cache-tags'
import { dataOf, type TApiEnvelope } from '@/lib/api/client'
import { publicApi } from '@/lib/api/server'
import type { Locale } from '@/lib/i18n/config'

/** Every category with its questions: the page switches tabs without another call. */
export async function fetchFaqList(locale: Locale): Promise<TFaqCategory[] | null> {
  return dataOf(await publicApi(locale, [CACHE_TAGS.faq]).get<TApiEnvelope<TFaqCategory[]>>('/faq/list'))
}
