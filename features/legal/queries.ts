import 'server-only'
import { getData } from '@/lib/api/call'
import { CACHE_TAGS } from '@/lib/api/cache-tags'
import { publicApi } from '@/lib/api/server'
import { POLICY_CALLS, type TPolicyKey, type TPolicyPage } from '@/lib/contracts/legal'
import type { Locale } from '@/lib/i18n/config'

export async function fetchPolicyPage(locale: Locale, key: TPolicyKey): Promise<TPolicyPage | null> {
  return getData(publicApi(locale, [CACHE_TAGS.legal]), POLICY_CALLS[key], {})
}
