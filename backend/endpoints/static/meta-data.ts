import type { Endpoint } from 'payload'
import { requestLocale } from '../../lib/request-locale'
import { fail, ok } from '../../lib/respond'
import { getPageMeta } from '../../services/get-page-meta'

export const metaDataEndpoint: Endpoint = {
  path: '/static/meta-data',
  method: 'get',
  handler: async (req) => {
    const path = req.searchParams.get('path')
    if (!path || !path.startsWith('/') || path.length > 300) return fail(400, 'path is required')
    return ok(await getPageMeta(req.payload, path, requestLocale(req)))
  },
}
