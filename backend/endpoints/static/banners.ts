import type { Endpoint } from 'payload'
import { ZBannerParams } from '../../../lib/contracts/banners/api-params'
import { SLIDER_PLACEMENT } from '../../../lib/contracts/banners/placements'
import { requestLocale } from '../../lib/request-locale'
import { ok } from '../../lib/respond'
import { listBanners } from '../../services/banners/list-banners'
import { parseQuery } from '../../lib/parse-query'

/**
 * Spec section 7: banners by placement, and the home slider's slides. Both answer a list in the editors'
 * order; a page banner shows the first (decision: a list, so a page can later rotate several).
 */
export const bannerEndpoints: Endpoint[] = [
  {
    path: '/static/banner',
    method: 'get',
    handler: async (req) => {
      const { data, error } = parseQuery(ZBannerParams, req)
      if (error) return error
      return ok(await listBanners(req.payload, data.placement, requestLocale(req)))
    },
  },
  {
    path: '/static/banner/slider',
    method: 'get',
    handler: async (req) => ok(await listBanners(req.payload, SLIDER_PLACEMENT, requestLocale(req))),
  },
]
