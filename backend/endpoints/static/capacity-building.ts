import type { Endpoint } from 'payload'
import { requestLocale } from '../../lib/request-locale'
import { ok } from '../../lib/respond'
import { getCapacityBuildingSection } from '../../services/capacity-building/get-capacity-building-section'
import { CAPACITY_BUILDING_SECTIONS } from '../../../lib/contracts/capacity-building'

/** Spec section 7: /static/capacity-building/{highlight, main, participant, about, program-description, eligible, how-to-apply, portofolio}. */
export const capacityBuildingEndpoints: Endpoint[] = CAPACITY_BUILDING_SECTIONS.map((section) => ({
  path: `/static/capacity-building/${section}`,
  method: 'get',
  handler: async (req) => ok(await getCapacityBuildingSection(req.payload, section, requestLocale(req))),
}))
