import 'server-only'
import type { TCopHighlight } from '@/backend/services/outreach/get-cop-highlight'
import type { TNewsletterArchive } from '@/backend/services/outreach/list-cop-newsletters'
import type {
  TCopBenefitActivity,
  TCopIntro,
  TCopMembership,
  TCopPurpose,
  TOutreachPage,
} from '@/backend/services/outreach/shapes'
import { CACHE_TAGS } from '@/lib/api/cache-tags'
import { dataOf, type TApiEnvelope } from '@/lib/api/client'
import { publicApi } from '@/lib/api/server'
import type { Locale } from '@/lib/i18n/config'
import { NEWSLETTER_PAGE_SIZE } from '@/lib/contracts/outreach/api-params'

const tags = [CACHE_TAGS.outreach]

export type TNewsletterArchivePage = TNewsletterArchive & { title: string; intro: string }

export async function fetchOutreachPage(locale: Locale): Promise<TOutreachPage | null> {
  return dataOf(await publicApi(locale, tags).get<TApiEnvelope<TOutreachPage>>('/static/outreach'))
}

export async function fetchCopHighlight(locale: Locale): Promise<TCopHighlight | null> {
  return dataOf(await publicApi(locale, tags).get<TApiEnvelope<TCopHighlight>>('/static/cop/highlight'))
}

export type TCopSections = {
  intro: TCopIntro | null
  purpose: TCopPurpose | null
  membership: TCopMembership | null
  benefitActivity: TCopBenefitActivity | null
  archive: TNewsletterArchivePage | null
}

/** The community page's sections, one spec call each, fetched together. */
export async function fetchCopSections(locale: Locale): Promise<TCopSections> {
  const api = publicApi(locale, tags)
  const [intro, purpose, membership, benefitActivity, archive] = await Promise.all([
    api.get<TApiEnvelope<TCopIntro>>('/static/cop-intro'),
    api.get<TApiEnvelope<TCopPurpose>>('/static/cop-purpose'),
    api.get<TApiEnvelope<TCopMembership>>('/static/cop-membership'),
    api.get<TApiEnvelope<TCopBenefitActivity>>('/static/cop-benefit-activity'),
    api.get<TApiEnvelope<TNewsletterArchivePage>>('/static/cop-archive-newsletter', {
      params: { skip: 0, take: NEWSLETTER_PAGE_SIZE },
    }),
  ])
  return {
    intro: dataOf(intro),
    purpose: dataOf(purpose),
    membership: dataOf(membership),
    benefitActivity: dataOf(benefitActivity),
    archive: dataOf(archive),
  }
}
