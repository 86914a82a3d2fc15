import type { Endpoint } from 'payload'
import { ZELibraryListingParams } from '../../../../lib/contracts/elibrary/api-params'
import { requestLocale } from '../../../lib/request-locale'
import { listELibraryItems } from '../../../services/elibrary/list-elibrary-items'
import { parseQuery } from '../../../lib/parse-query'

/** Spec section 7: the e-library listing answers success, message and listing (plus totalData). */
export const elibraryListingEndpoint: Endpoint = {
  path: '/static/e-library',
  method: 'get',
  handler: async (req) => {
    const { data, error } = parseQuery(ZELibraryListingParams, req)
    if (error) return error
    const result = await listELibraryItems(req.payload, data, requestLocale(req))
    return Response.json({ success: true, message: 'Success', ...result })
  },
}
