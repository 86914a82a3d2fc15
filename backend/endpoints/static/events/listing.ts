import type { Endpoint } from 'payload'
import { ZEventListingParams, type TEventWhen } from '../../../../lib/contracts/events/api-params'
import { requestLocale } from '../../../lib/request-locale'
import { listEvents } from '../../../services/events/list-events'
import { parseQuery } from '../../../lib/parse-query'

function listingEndpoint(path: string, when: TEventWhen): Endpoint {
  return {
    path,
    method: 'get',
    handler: async (req) => {
      const { data, error } = parseQuery(ZEventListingParams, req)
      if (error) return error
      const result = await listEvents(req.payload, when, data, requestLocale(req))
      return Response.json({ success: true, message: 'Success', ...result })
    },
  }
}

/** Spec section 7: /static/event lists upcoming events, /static/event/past the past ones (success, message, listing, totalData). */
export const eventListingEndpoints: Endpoint[] = [listingEndpoint('/static/event', 'upcoming'), listingEndpoint('/static/event/past', 'past')]
