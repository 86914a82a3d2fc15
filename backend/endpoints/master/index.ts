import type { Endpoint } from 'payload'
import { z } from 'zod'
import type { TMasterGroup } from '../../collections/MasterOptions'
import { requestLocale } from '../../lib/request-locale'
import { ok } from '../../lib/respond'
import { listMasterOptions } from '../../services/master/list-master-options'
import { listCities, listProvinces } from '../../services/master/list-regions'
import { parseQuery } from '../../lib/parse-query'
import { MAX_ROW_ID } from '../../../lib/api/row-id'

/** Master lists change rarely and are the same for everyone: browsers may keep them an hour. */
function cacheable(response: Response): Response {
  response.headers.set('Cache-Control', 'public, max-age=3600')
  return response
}

const optionEndpoint = (path: string, group: TMasterGroup): Endpoint => ({
  path,
  method: 'get',
  handler: async (req) => cacheable(ok(await listMasterOptions(req.payload, group, requestLocale(req)))),
})

const ZCityQuery = z.object({ provinceId: z.coerce.number().int().positive().max(MAX_ROW_ID) })

/** Spec section 7, Master: the profile form's choice lists and Indonesia's provinces and cities. */
export const masterEndpoints: Endpoint[] = [
  optionEndpoint('/occupations', 'occupation'),
  optionEndpoint('/industry-sectors', 'industry-sector'),
  optionEndpoint('/education', 'education'),
  optionEndpoint('/work-experience', 'work-experience'),
  { path: '/province', method: 'get', handler: async (req) => cacheable(ok(await listProvinces(req.payload))) },
  {
    path: '/city',
    method: 'get',
    handler: async (req) => {
      const { data, error } = parseQuery(ZCityQuery, req)
      if (error) return error
      return cacheable(ok(await listCities(req.payload, data.provinceId)))
    },
  },
]
