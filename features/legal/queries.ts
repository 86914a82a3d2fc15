import 'server-only'
import type { TPolicyKey } from '@/lib/contracts/legal'
import type { TPolicyPage } from '@/backend/services/legal/get-policy-page'
import { CACHE_TAGS } from '@/lib/api/cache-tags'
import { dataOf, type TApiEnvelope } from '@/lib/api/client'
import { publicApi } from '@/lib/api/server'
import type { Locale } from '@/lib/i18n/config'

const PATHS: Record<TPolicyKey, string> = {
  'term-condition': '/static/misc/term-condition',
  copyright: '/static/misc/copyright',
  'privacy-policy': '/static/misc/privacy-policy',
  'cookie-policy': '/static/misc/cookie-policy',
  'forum-guidelines': '/static/online-course/forum-guidelines',
}

export async function fetchPolicyPage(locale: Locale, key: TPolicyKey): Promise<TPolicyPage | null> {
  return dataOf(await publicApi(locale, [CACHE_TAGS.legal]).get<TApiEnvelope<TPolicyPage>>(PATHS[key]))
}
