import type { GlobalConfig } from 'payload'
import { CACHE_TAGS } from '../../../lib/api/cache-tags'
import { revalidateTags } from '../../hooks/revalidate-tags'
import { CAPACITY_BUILDING_TABS } from './tabs'
import { staffEditedGlobal } from '../../access/staff-content'

/** The capacity building programme page: its eight sections, each edited on its own tab. */
export const CapacityBuilding: GlobalConfig = {
  slug: 'capacity-building',
  hooks: { afterChange: [revalidateTags(CACHE_TAGS.capacityBuilding)] },
  access: staffEditedGlobal,
  fields: [{ type: 'tabs', tabs: CAPACITY_BUILDING_TABS }],
}
