import 'server-only'
import type { TFocusAreaPage } from '@/backend/services/focus-areas/get-focus-area-page'
import { CACHE_TAGS } from '@/lib/api/cache-tags'
import { dataOf, type TApiEnvelope } from '@/lib/api/client'
import { publicApi } from '@/lib/api/server'
import type { Locale } from '@/lib/i18n/config'

export type TFocusAreaRoute = '/expertise' | '/advocacy'

const ENDPOINTS: Record<TFocusAreaRoute, string> = { '/expertise': '/static/expertise', '/advocacy': '/static/advocacy' }

export async function fetchFocusAreaPage(locale: Locale, route: TFocusAreaRoute): Promise<TFocusAreaPage | null> {
  return dataOf(await publicApi(locale, [CACHE_TAGS.focusAreas]).get<TApiEnvelope<TFocusAreaPage>>(ENDPOINTS[route]))
}
