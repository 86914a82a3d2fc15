import type { Endpoint } from 'payload'
import { ZNewsletterArchiveParams } from '../../../../lib/contracts/outreach/api-params'
import { requestLocale } from '../../../lib/request-locale'
import { ok } from '../../../lib/respond'
import { getCopPage } from '../../../services/outreach/get-cop-page'
import { listCopNewsletters } from '../../../services/outreach/list-cop-newsletters'
import { parseQuery } from '../../../lib/parse-query'

/** The paged newsletter archive (skip, take) with the section's heading; newest issue first. */
export const newsletterArchiveEndpoint: Endpoint = {
  path: '/static/cop-archive-newsletter',
  method: 'get',
  handler: async (req) => {
    const { data, error } = parseQuery(ZNewsletterArchiveParams, req)
    if (error) return error
    const locale = requestLocale(req)
    const [page, archive] = await Promise.all([getCopPage(req.payload, locale), listCopNewsletters(req.payload, data, locale)])
    return ok({ title: page?.newsletter.title ?? '', intro: page?.newsletter.intro ?? '', ...archive })
  },
}
