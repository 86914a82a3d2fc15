import 'server-only'
import {
  CAPACITY_BUILDING_SECTIONS,
  type TCapacityBuildingSection,
  type TCapacityBuildingSections,
} from '@/lib/contracts/capacity-building'
import { CACHE_TAGS } from '@/lib/api/cache-tags'
import { dataOf, type TApiEnvelope } from '@/lib/api/client'
import { publicApi } from '@/lib/api/server'
import type { Locale } from '@/lib/i18n/config'

export type TCapacityBuildingPage = { [K in TCapacityBuildingSection]: TCapacityBuildingSections[K] | null }

/** Every section through its own spec call (cached per call and expired together by one tag); null when one failed. */
export async function fetchCapacityBuilding(locale: Locale): Promise<TCapacityBuildingPage> {
  const api = publicApi(locale, [CACHE_TAGS.capacityBuilding])
  const entries = await Promise.all(
    CAPACITY_BUILDING_SECTIONS.map(async (section) => {
      const response = await api.get<TApiEnvelope<TCapacityBuildingSections[typeof section]>>(`/static/capacity-building/${section}`)
      return [section, dataOf(response)] as const
    }),
  )
  return Object.fromEntries(entries) as TCapacityBuildingPage
}
