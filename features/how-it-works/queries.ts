import 'server-only'
import type { THowItWorksHighlight } from '@/backend/services/how-it-works/get-how-it-works-highlight'
import type { THowItWorksSteps } from '@/backend/services/how-it-works/list-how-it-works-steps'
import { CACHE_TAGS } from '@/lib/api/cache-tags'
import { dataOf, type TApiEnvelope } from '@/lib/api/client'
import { publicApi } from '@/lib/api/server'
import type { Locale } from '@/lib/i18n/config'
import type { THowItWorksAudience } from '../../lib/contracts/how-it-works'

const tags = [CACHE_TAGS.howItWorks]

export async function fetchHowItWorksHighlight(locale: Locale): Promise<THowItWorksHighlight | null> {
  return dataOf(await publicApi(locale, tags).get<TApiEnvelope<THowItWorksHighlight>>('/static/online-course/how-it-works/highlight'))
}

export async function fetchHowItWorksSteps(locale: Locale, audience: THowItWorksAudience): Promise<THowItWorksSteps | null> {
  return dataOf(
    await publicApi(locale, tags).get<TApiEnvelope<THowItWorksSteps>>('/static/online-course/how-it-works/list', { params: { param: audience } }),
  )
}
