import type { Endpoint } from 'payload'
import type { TCopPage } from '../../../services/outreach/shapes'
import { requestLocale } from '../../../lib/request-locale'
import { fail, NOT_FOUND_MESSAGE, ok } from '../../../lib/respond'
import { getCopPage } from '../../../services/outreach/get-cop-page'
import { getOutreachPage } from '../../../services/outreach/get-outreach-page'
import { newsletterArchiveEndpoint } from './newsletters'
import { copHighlightEndpoint } from './highlight'

/** One call per section of the community page (spec section 7), each a part of the one CMS global. */
function copSectionEndpoint(path: string, section: keyof Omit<TCopPage, 'newsletter' | 'highlight'>): Endpoint {
  return {
    path: `/static/${path}`,
    method: 'get',
    handler: async (req) => {
      const page = await getCopPage(req.payload, requestLocale(req))
      return page ? ok(page[section]) : fail(404, NOT_FOUND_MESSAGE)
    },
  }
}

export const outreachEndpoints: Endpoint[] = [
  {
    // Not in the spec's list: the /outreach page's own introduction and link cards.
    path: '/static/outreach',
    method: 'get',
    handler: async (req) => {
      const page = await getOutreachPage(req.payload, requestLocale(req))
      return page ? ok(page) : fail(404, NOT_FOUND_MESSAGE)
    },
  },
  copSectionEndpoint('cop-intro', 'intro'),
  copSectionEndpoint('cop-purpose', 'purpose'),
  copSectionEndpoint('cop-membership', 'membership'),
  copSectionEndpoint('cop-benefit-activity', 'benefitActivity'),
  newsletterArchiveEndpoint,
  copHighlightEndpoint,
]
