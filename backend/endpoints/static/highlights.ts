import type { Endpoint, PayloadRequest } from 'payload'
import { ZPickParams } from '../../../lib/contracts/elibrary/api-params'
import type { Locale } from '../../../lib/i18n/config'
import { requestLocale } from '../../lib/request-locale'
import { ok } from '../../lib/respond'
import { listCourseHighlight } from '../../services/courses/list-course-highlight'
import { listCp3pHighlight } from '../../services/cp3p/list-cp3p-highlight'
import { listELibraryHighlightStrip } from '../../services/elibrary/list-elibrary-highlight-strip'
import { parseQuery } from '../../lib/parse-query'

type TLoader = (payload: PayloadRequest['payload'], take: number, locale: Locale) => Promise<unknown[]>

/** A highlight strip (spec section 7): `take` as the other picks (default 3, at most 24), an array in `data`. */
function highlightEndpoint(path: string, load: TLoader): Endpoint {
  return {
    path,
    method: 'get',
    handler: async (req) => {
      const { data, error } = parseQuery(ZPickParams, req)
      if (error) return error
      return ok(await load(req.payload, data.take, requestLocale(req)))
    },
  }
}

/** The three highlight calls the spec lists with no endpoint before issue 22; the home page shows each. */
export const highlightEndpoints: Endpoint[] = [
  highlightEndpoint('/static/e-library/highlight-tmp', listELibraryHighlightStrip),
  highlightEndpoint('/static/cp3p/highlight', listCp3pHighlight),
  highlightEndpoint('/static/course/highlight', listCourseHighlight),
]
