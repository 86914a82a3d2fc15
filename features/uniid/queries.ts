import 'server-only'
import type { TUniidSection, TUniidSectionData, TUniversityListing } from '@/backend/services/uniid/shapes'
import { CACHE_TAGS } from '@/lib/api/cache-tags'
import { dataOf, type TApiEnvelope } from '@/lib/api/client'
import { publicApi } from '@/lib/api/server'
import type { Locale } from '@/lib/i18n/config'

const api = (locale: Locale) => publicApi(locale, [CACHE_TAGS.uniid])

async function fetchUniidSection<S extends TUniidSection>(locale: Locale, section: S): Promise<TUniidSectionData<S> | null> {
  return dataOf(await api(locale).get<TApiEnvelope<TUniidSectionData<S>>>(`/static/uniid/${section}`))
}

/** Every section of the UniID page, each through its own call (spec section 7), in parallel. */
export async function fetchUniidSections(locale: Locale) {
  const [highlight, intro, vision, mission, activity, listing] = await Promise.all([
    fetchUniidSection(locale, 'highlight'),
    fetchUniidSection(locale, 'intro'),
    fetchUniidSection(locale, 'our-vision'),
    fetchUniidSection(locale, 'our-mission'),
    fetchUniidSection(locale, 'activity'),
    api(locale).get<TApiEnvelope<TUniversityListing>>('/static/uniid/university-listing').then(dataOf),
  ])
  return { highlight, intro, vision, mission, activity, listing }
}
