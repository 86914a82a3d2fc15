import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { TBannerPlacement } from '../../../lib/contracts/banners/placements'
import type { TBanner } from '../../../lib/contracts/banners/endpoints'
import { toBanner } from './shapes'

/** More slides than this would not be seen in a rotation; a page banner uses the first one. */
const MAX_BANNERS = 12

/** The published, active banners of one placement, in the editors' order (then oldest first). */
export async function listBanners(payload: Payload, placement: TBannerPlacement, locale: Locale): Promise<TBanner[]> {
  const found = await payload.find({
    collection: 'banners',
    where: {
      and: [{ _status: { equals: 'published' } }, { active: { equals: true } }, { placement: { equals: placement } }],
    },
    sort: ['order', 'createdAt'],
    limit: MAX_BANNERS,
    depth: 1,
    locale,
    overrideAccess: false,
  })
  return found.docs.map(toBanner)
}
