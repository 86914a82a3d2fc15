import 'server-only'
import type { TTopicRef } from '@/backend/services/shapes'
import type { TResearchChapter } from '@/backend/services/research/get-research-chapter'
import type { TResearchCta } from '@/backend/services/research/get-research-cta'
import type { TResearchListing } from '@/backend/services/research/list-research'
import type { TResearchDetail } from '@/backend/services/research/shapes'
import { CACHE_TAGS } from '@/lib/api/cache-tags'
import { dataOf, type TApiEnvelope } from '@/lib/api/client'
import { publicApi } from '@/lib/api/server'
import type { Locale } from '@/lib/i18n/config'
import type { TResearchListingParams } from '@/lib/contracts/research/api-params'
import { researchApiParamsOf } from './query-state'

const tags = [CACHE_TAGS.research, CACHE_TAGS.topics]

export async function fetchResearchListing(locale: Locale, params: TResearchListingParams): Promise<TResearchListing | null> {
  const response = await publicApi(locale, tags).get<TResearchListing & { success: boolean }>('/static/research', {
    params: researchApiParamsOf(params),
  })
  return response.status === 200 && response.data?.success ? { research: response.data.research, totalData: response.data.totalData } : null
}

export async function fetchResearchDetail(locale: Locale, id: number): Promise<TResearchDetail | null> {
  return dataOf(await publicApi(locale, tags).get<TApiEnvelope<TResearchDetail>>('/static/research/detail', { params: { id } }))
}

export async function fetchResearchChapter(locale: Locale, id: string): Promise<TResearchChapter | null> {
  return dataOf(await publicApi(locale, tags).get<TApiEnvelope<TResearchChapter>>('/static/research/chapter', { params: { id } }))
}

export async function fetchResearchCta(locale: Locale): Promise<TResearchCta | null> {
  return dataOf(await publicApi(locale, tags).get<TApiEnvelope<TResearchCta>>('/static/research/cta'))
}

export type TResearchFilterOptions = { topics: TTopicRef[]; years: number[] }

export async function fetchResearchFilterOptions(locale: Locale): Promise<TResearchFilterOptions> {
  const api = publicApi(locale, tags)
  const [topics, years] = await Promise.all([
    api.get<TApiEnvelope<TTopicRef[]>>('/static/research/master/topics'),
    api.get<TApiEnvelope<number[]>>('/static/research/master/years'),
  ])
  return { topics: dataOf(topics) ?? [], years: dataOf(years) ?? [] }
}
