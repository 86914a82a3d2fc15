import type { Endpoint } from 'payload'
import { ZFaqHighlightParams, ZFaqListParams } from '../../../lib/contracts/faq'
import { requestLocale } from '../../lib/request-locale'
import { fail, NOT_FOUND_MESSAGE, ok } from '../../lib/respond'
import { listFaqHighlight } from '../../services/faq/list-faq-highlight'
import { listFaqs } from '../../services/faq/list-faqs'
import { parseQuery } from '../../lib/parse-query'

/** Spec section 7 names these under /faq, not /static. */
export const faqEndpoints: Endpoint[] = [
  {
    path: '/faq/list',
    method: 'get',
    handler: async (req) => {
      const { data, error } = parseQuery(ZFaqListParams, req)
      if (error) return error
      const categories = await listFaqs(req.payload, requestLocale(req), data.category)
      return categories ? ok(categories) : fail(404, NOT_FOUND_MESSAGE)
    },
  },
  {
    path: '/faq/highlight',
    method: 'get',
    handler: async (req) => {
      const { data, error } = parseQuery(ZFaqHighlightParams, req)
      if (error) return error
      return ok(await listFaqHighlight(req.payload, requestLocale(req), data.take))
    },
  },
]
