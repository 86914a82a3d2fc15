import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'
import { clientIp } from '../../lib/client-ip'
import { insertFlat } from '../../lib/flat-rows'
import { hitRateLimit } from '../../lib/rate-limit'
import { requestLocale } from '../../lib/request-locale'
import { fail, ok } from '../../lib/respond'
import { guestHandler, memberHandler, parseBody } from '../handlers'

const ZPageView = z.object({
  path: z.string().trim().startsWith('/').max(500),
  visitorId: z.string().trim().max(64).optional(),
  referrer: z.string().trim().max(500).optional(),
})

/** Per client IP per hour. PAGE_VIEW_RATE_LIMIT raises it where many share an address (an office, the browser tests). */
const PAGE_VIEW_LIMIT = { limit: Number(process.env.PAGE_VIEW_RATE_LIMIT) || 600, windowMs: 60 * 60 * 1000 }

async function record(req: PayloadRequest, userId: number | null): Promise<Response> {
  if (!(await hitRateLimit(req.payload, `page-view:${clientIp(req)}`, PAGE_VIEW_LIMIT))) return fail(429, 'Too many requests')
  const { data, error } = await parseBody(ZPageView, req)
  if (error) return error
  // One INSERT, not Payload's create (a transaction, the document read back): every page a browser shows sends one,
  // and the collection has no hooks (docs/decisions/010).
  await insertFlat(req.payload, 'page-views', { ...data, user: userId, locale: requestLocale(req) })
  return ok(null)
}

/** Spec section 7 tracking: a page view by the signed-in member, or by an anonymous visitor (no IP stored). */
export const trackingEndpoints: Endpoint[] = [
  { path: '/tracking/user/activity', method: 'post', handler: memberHandler((req, { user }) => record(req, user.id)) },
  { path: '/tracking/user/activity-visitor', method: 'post', handler: guestHandler((req) => record(req, null)) },
]
