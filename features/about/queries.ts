import 'server-only'
import type { TAboutSection, TAboutSectionData } from '@/backend/services/about/shapes'
import { CACHE_TAGS } from '@/lib/api/cache-tags'
import { dataOf, type TApiEnvelope } from '@/lib/api/client'
import { publicApi } from '@/lib/api/server'
import type { Locale } from '@/lib/i18n/config'

export async function fetchAboutSection<S extends TAboutSection>(locale: Locale, section: S): Promise<TAboutSectionData<S> | null> {
  return dataOf(await publicApi(locale, [CACHE_TAGS.about]).get<TApiEnvelope<TAboutSectionData<S>>>(`/static/about/${section}`))
}

/** All seven sections, read in parallel through their own calls (spec section 7). */
export async function fetchAboutSections(locale: Locale) {
  const [ceoNotes, ourPurpose, visionMission, whatWeDo, awards, partnership, advisors] = await Promise.all([
    fetchAboutSection(locale, 'ceo-notes'),
    fetchAboutSection(locale, 'our-purpose'),
    fetchAboutSection(locale, 'vision-mission'),
    fetchAboutSection(locale, 'what-we-do'),
    fetchAboutSection(locale, 'our-award'),
    fetchAboutSection(locale, 'partnership'),
    fetchAboutSection(locale, 'academic-advisor'),
  ])
  return { ceoNotes, ourPurpose, visionMission, whatWeDo, awards, partnership, advisors }
}
