import type { Endpoint } from 'payload'
import { ZDetailParams } from '../../../../lib/contracts/elibrary/api-params'
import { requestLocale } from '../../../lib/request-locale'
import { fail, NOT_FOUND_MESSAGE, ok } from '../../../lib/respond'
import { getEvent } from '../../../services/events/get-event'
import { parseQuery } from '../../../lib/parse-query'

export const eventDetailEndpoint: Endpoint = {
  path: '/static/event/detail',
  method: 'get',
  handler: async (req) => {
    const { data, error } = parseQuery(ZDetailParams, req)
    if (error) return error
    const event = await getEvent(req.payload, data.id, requestLocale(req))
    return event ? ok(event) : fail(404, NOT_FOUND_MESSAGE)
  },
}
