import type { Endpoint } from 'payload'
import { BANNER_LIST, BANNER_SLIDER } from '../../../lib/contracts/banners/endpoints'
import { SLIDER_PLACEMENT } from '../../../lib/contracts/banners/placements'
import { contractEndpoint } from '../../lib/contract-endpoint'
import { requestLocale } from '../../lib/request-locale'
import { listBanners } from '../../services/banners/list-banners'

/**
 * Spec section 7: banners by placement, and the home slider's slides. Both answer a list in the editors'
 * order; a page banner shows the first (decision: a list, so a page can later rotate several).
 */
export const bannerEndpoints: Endpoint[] = [
  contractEndpoint(BANNER_LIST, async (req, params) => listBanners(req.payload, params.placement, requestLocale(req))),
  contractEndpoint(BANNER_SLIDER, async (req) => listBanners(req.payload, SLIDER_PLACEMENT, requestLocale(req))),
]
