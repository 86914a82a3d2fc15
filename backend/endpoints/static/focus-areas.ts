import type { Endpoint } from 'payload'
import { requestLocale } from '../../lib/request-locale'
import { ok } from '../../lib/respond'
import { getFocusAreaPage, type TFocusAreaSlug } from '../../services/focus-areas/get-focus-area-page'

function focusAreaEndpoint(path: string, slug: TFocusAreaSlug): Endpoint {
  return { path, method: 'get', handler: async (req) => ok(await getFocusAreaPage(req.payload, slug, requestLocale(req))) }
}

/** Spec section 7: /static/expertise and /static/advocacy. */
export const focusAreaEndpoints: Endpoint[] = [
  focusAreaEndpoint('/static/expertise', 'expertise-page'),
  focusAreaEndpoint('/static/advocacy', 'advocacy-page'),
]
