import type { Endpoint } from 'payload'
import { ZDetailParams } from '../../../../lib/contracts/elibrary/api-params'
import { requestLocale } from '../../../lib/request-locale'
import { fail, NOT_FOUND_MESSAGE, ok } from '../../../lib/respond'
import type { TELibraryKind } from '../../../../lib/contracts/elibrary/kinds'
import { getELibraryItem } from '../../../services/elibrary/get-elibrary-item'
import { parseQuery } from '../../../lib/parse-query'

function detailEndpoint(path: string, onlyKind?: TELibraryKind): Endpoint {
  return {
    path,
    method: 'get',
    handler: async (req) => {
      const { data, error } = parseQuery(ZDetailParams, req)
      if (error) return error
      const item = await getELibraryItem(req.payload, data.id, requestLocale(req), onlyKind)
      return item ? ok(item) : fail(404, NOT_FOUND_MESSAGE)
    },
  }
}

export const elibraryDetailEndpoint = detailEndpoint('/static/e-library/detail')
/** A chapter is an e-library item of the chapter type (e-library/chapter/{id}/{title}). */
export const elibraryChapterEndpoint = detailEndpoint('/static/e-library/chapter', 'chapter')
