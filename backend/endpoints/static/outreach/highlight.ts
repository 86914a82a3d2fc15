import type { Endpoint } from 'payload'
import { requestLocale } from '../../../lib/request-locale'
import { fail, NOT_FOUND_MESSAGE, ok } from '../../../lib/respond'
import { getCopHighlight } from '../../../services/outreach/get-cop-highlight'

/** The community's teaser (title, summary, image, latest newsletter) shown on the outreach page. */
export const copHighlightEndpoint: Endpoint = {
  path: '/static/cop/highlight',
  method: 'get',
  handler: async (req) => {
    const highlight = await getCopHighlight(req.payload, requestLocale(req))
    return highlight ? ok(highlight) : fail(404, NOT_FOUND_MESSAGE)
  },
}
