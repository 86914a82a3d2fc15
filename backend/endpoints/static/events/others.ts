import type { Endpoint } from 'payload'
import { ZPickParams } from '../../../../lib/contracts/elibrary/api-params'
import { requestLocale } from '../../../lib/request-locale'
import { ok } from '../../../lib/respond'
import { listTopics } from '../../../services/elibrary/list-topics'
import { getEventCta } from '../../../services/events/get-event-cta'
import { listEventPicks, type TEventPick } from '../../../services/events/list-event-picks'
import { listEventYears } from '../../../services/events/list-event-years'
import { parseQuery } from '../../../lib/parse-query'

function pickEndpoint(pick: TEventPick): Endpoint {
  return {
    path: `/static/event/${pick}`,
    method: 'get',
    handler: async (req) => {
      const { data, error } = parseQuery(ZPickParams, req)
      if (error) return error
      return ok(await listEventPicks(req.payload, pick, data.take, requestLocale(req)))
    },
  }
}

export const eventOtherEndpoints: Endpoint[] = [
  pickEndpoint('highlight'),
  pickEndpoint('highlight-new'),
  {
    path: '/static/event/cta',
    method: 'get',
    handler: async (req) => ok(await getEventCta(req.payload, requestLocale(req))),
  },
  {
    path: '/static/event/master/topics',
    method: 'get',
    handler: async (req) => ok(await listTopics(req.payload, 'event', requestLocale(req))),
  },
  {
    // Not in the spec's list: the year filter offers only years that have events.
    path: '/static/event/master/years',
    method: 'get',
    handler: async (req) => ok(await listEventYears(req.payload)),
  },
]
