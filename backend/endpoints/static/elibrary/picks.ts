import type { Endpoint } from 'payload'
import { ZPickParams } from '../../../../lib/contracts/elibrary/api-params'
import { requestLocale } from '../../../lib/request-locale'
import { ok } from '../../../lib/respond'
import { listELibraryPicks, type TELibraryPick } from '../../../services/elibrary/list-elibrary-picks'
import { parseQuery } from '../../../lib/parse-query'

function pickEndpoint(pick: TELibraryPick): Endpoint {
  return {
    path: `/static/e-library/${pick}`,
    method: 'get',
    handler: async (req) => {
      const { data, error } = parseQuery(ZPickParams, req)
      if (error) return error
      return ok(await listELibraryPicks(req.payload, pick, data.take, requestLocale(req)))
    },
  }
}

export const elibraryPickEndpoints: Endpoint[] = [pickEndpoint('external'), pickEndpoint('highlight'), pickEndpoint('featured')]
