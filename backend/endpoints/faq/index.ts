import type { Endpoint } from 'payload'
import { FAQ_HIGHLIGHT, FAQ_LIST } from '../../../lib/contracts/faq'
import { contractEndpoint } from '../../lib/contract-endpoint'
import { requestLocale } from '../../lib/request-locale'
import { fail, NOT_FOUND_MESSAGE } from '../../lib/respond'
import { listFaqHighlight } from '../../services/faq/list-faq-highlight'
import { listFaqs } from '../../services/faq/list-faqs'

export const faqEndpoints: Endpoint[] = [
  contractEndpoint(FAQ_LIST, async (req, params) => {
    const categories = await listFaqs(req.payload, requestLocale(req), params.category)
    return categories ?? fail(404, NOT_FOUND_MESSAGE)
  }),
  contractEndpoint(FAQ_HIGHLIGHT, async (req, params) => listFaqHighlight(req.payload, requestLocale(req), params.take)),
]
