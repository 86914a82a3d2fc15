import type { Endpoint } from 'payload'
import { ZPickParams } from '../../../../lib/contracts/elibrary/api-params'
import { requestLocale } from '../../../lib/request-locale'
import { ok } from '../../../lib/respond'
import { listTopics } from '../../../services/elibrary/list-topics'
import { getResearchCta } from '../../../services/research/get-research-cta'
import { listResearchPicks, type TResearchPick } from '../../../services/research/list-research-picks'
import { listResearchYears } from '../../../services/research/list-research-years'
import { parseQuery } from '../../../lib/parse-query'

function pickEndpoint(pick: TResearchPick): Endpoint {
  return {
    path: `/static/research/${pick}`,
    method: 'get',
    handler: async (req) => {
      const { data, error } = parseQuery(ZPickParams, req)
      if (error) return error
      return ok(await listResearchPicks(req.payload, pick, data.take, requestLocale(req)))
    },
  }
}

export const researchOtherEndpoints: Endpoint[] = [
  pickEndpoint('highlight'),
  pickEndpoint('ongoing'),
  {
    path: '/static/research/cta',
    method: 'get',
    handler: async (req) => ok(await getResearchCta(req.payload, requestLocale(req))),
  },
  {
    path: '/static/research/master/topics',
    method: 'get',
    handler: async (req) => ok(await listTopics(req.payload, 'research', requestLocale(req))),
  },
  {
    // Not in the spec's list: the year filter offers only years that have research.
    path: '/static/research/master/years',
    method: 'get',
    handler: async (req) => ok(await listResearchYears(req.payload)),
  },
]
