import type { Endpoint } from 'payload'
import { ZResearchListingParams } from '../../../../lib/contracts/research/api-params'
import { requestLocale } from '../../../lib/request-locale'
import { listResearch } from '../../../services/research/list-research'
import { parseQuery } from '../../../lib/parse-query'

/** Spec section 7: the research listing answers success, message and research (plus totalData). */
export const researchListingEndpoint: Endpoint = {
  path: '/static/research',
  method: 'get',
  handler: async (req) => {
    const { data, error } = parseQuery(ZResearchListingParams, req)
    if (error) return error
    const result = await listResearch(req.payload, data, requestLocale(req))
    return Response.json({ success: true, message: 'Success', ...result })
  },
}
