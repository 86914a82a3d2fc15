import type { Endpoint } from 'payload'
import type { TPolicyKey } from '../../../../lib/contracts/legal'
import { requestLocale } from '../../../lib/request-locale'
import { fail, NOT_FOUND_MESSAGE, ok } from '../../../lib/respond'
import { getPolicyPage } from '../../../services/legal/get-policy-page'

function policyEndpoint(path: string, key: TPolicyKey): Endpoint {
  return {
    path,
    method: 'get',
    handler: async (req) => {
      const page = await getPolicyPage(req.payload, key, requestLocale(req))
      return page ? ok(page) : fail(404, NOT_FOUND_MESSAGE)
    },
  }
}

/** The legal pages (/static/misc/...) and the course forum's rules, all documents of policy-pages. */
export const policyEndpoints: Endpoint[] = [
  policyEndpoint('/static/misc/term-condition', 'term-condition'),
  policyEndpoint('/static/misc/copyright', 'copyright'),
  policyEndpoint('/static/misc/privacy-policy', 'privacy-policy'),
  policyEndpoint('/static/misc/cookie-policy', 'cookie-policy'),
  policyEndpoint('/static/online-course/forum-guidelines', 'forum-guidelines'),
]
