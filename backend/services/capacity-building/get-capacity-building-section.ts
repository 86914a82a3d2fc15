import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { TCapacityBuildingSection, TCapacityBuildingSections } from '../../../lib/contracts/capacity-building'
import { SHAPERS } from './shapes'

/** One section of the capacity building page in the asked language. */
export async function getCapacityBuildingSection<K extends TCapacityBuildingSection>(
  payload: Payload,
  section: K,
  locale: Locale,
): Promise<TCapacityBuildingSections[K]> {
  const doc = await payload.findGlobal({ slug: 'capacity-building', locale, depth: 1, overrideAccess: false })
  return SHAPERS[section](doc)
}
