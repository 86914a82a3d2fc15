import type { Endpoint } from 'payload'
import { requestLocale } from '../../lib/request-locale'
import { ok } from '../../lib/respond'
import { getUniidSection } from '../../services/uniid/get-uniid-section'
import { listUniversities } from '../../services/uniid/list-universities'
import { UNIID_SECTION_KEYS } from '../../services/uniid/shapes'

/** Spec section 7: /static/uniid/{highlight, university-listing, intro, our-vision, our-mission, activity}. */
export const uniidEndpoints: Endpoint[] = [
  ...UNIID_SECTION_KEYS.map(
    (section): Endpoint => ({
      path: `/static/uniid/${section}`,
      method: 'get',
      handler: async (req) => ok(await getUniidSection(req.payload, section, requestLocale(req))),
    }),
  ),
  {
    path: '/static/uniid/university-listing',
    method: 'get',
    handler: async (req) => ok(await listUniversities(req.payload, requestLocale(req))),
  },
]
