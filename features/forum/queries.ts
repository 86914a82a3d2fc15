import 'server-only'
import { memberApi } from '@/features/account/member-queries'
import { dataOf, type TApiEnvelope } from '@/lib/api/client'
import type { Locale } from '@/lib/i18n/config'
import type { TForumHome, TThreadPage } from './types'

type TForumCalls = { lists: TForumHome; thread: TThreadPage }

/** A discussion page's call as the member; the status tells the page to show not-enrolled (403) or not-found (404). */
export async function fetchForumCall<K extends keyof TForumCalls>(locale: Locale, call: K, params: Record<string, string | number>) {
  const response = await (await memberApi(locale)).get<TApiEnvelope<TForumCalls[K]>>(`/online-course/discussion/${call}`, { params })
  return { status: response.status, data: dataOf(response), message: response.data?.message ?? '' }
}
