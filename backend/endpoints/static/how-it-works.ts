import type { Endpoint } from 'payload'
import { ZHowItWorksListParams } from '../../../lib/contracts/how-it-works'
import { requestLocale } from '../../lib/request-locale'
import { ok } from '../../lib/respond'
import { getHowItWorksHighlight } from '../../services/how-it-works/get-how-it-works-highlight'
import { listHowItWorksSteps } from '../../services/how-it-works/list-how-it-works-steps'
import { parseQuery } from '../../lib/parse-query'

/** Spec section 7: /static/online-course/how-it-works/{highlight, list?param}. */
export const howItWorksEndpoints: Endpoint[] = [
  {
    path: '/static/online-course/how-it-works/highlight',
    method: 'get',
    handler: async (req) => ok(await getHowItWorksHighlight(req.payload, requestLocale(req))),
  },
  {
    path: '/static/online-course/how-it-works/list',
    method: 'get',
    handler: async (req) => {
      const { data, error } = parseQuery(ZHowItWorksListParams, req)
      if (error) return error
      return ok(await listHowItWorksSteps(req.payload, data.param, requestLocale(req)))
    },
  },
]
