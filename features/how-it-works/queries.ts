import 'server-only'
import { getData } from '@/lib/api/call'
import { CACHE_TAGS } from '@/lib/api/cache-tags'
import { publicApi } from '@/lib/api/server'
import {
  HOW_IT_WORKS_HIGHLIGHT,
  HOW_IT_WORKS_LIST,
  type THowItWorksAudience,
  type THowItWorksHighlight,
  type THowItWorksSteps,
} from '@/lib/contracts/how-it-works'
import type { Locale } from '@/lib/i18n/config'

const tags = [CACHE_TAGS.howItWorks]

export async function fetchHowItWorksHighlight(locale: Locale): Promise<THowItWorksHighlight | null> {
  return getData(publicApi(locale, tags), HOW_IT_WORKS_HIGHLIGHT, {})
}

export async function fetchHowItWorksSteps(locale: Locale, audience: THowItWorksAudience): Promise<THowItWorksSteps | null> {
  return getData(publicApi(locale, tags), HOW_IT_WORKS_LIST, { param: audience })
}
