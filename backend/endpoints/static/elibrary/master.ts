import type { Endpoint } from 'payload'
import { requestLocale } from '../../../lib/request-locale'
import { ok } from '../../../lib/respond'
import { listELibraryTypes } from '../../../services/elibrary/list-elibrary-types'
import { listELibraryYears } from '../../../services/elibrary/list-elibrary-years'
import { listTopics } from '../../../services/elibrary/list-topics'

export const elibraryMasterEndpoints: Endpoint[] = [
  {
    path: '/static/e-library/master/topics',
    method: 'get',
    handler: async (req) => ok(await listTopics(req.payload, 'elibrary', requestLocale(req))),
  },
  {
    path: '/static/e-library/master/type',
    method: 'get',
    handler: async (req) => ok(await listELibraryTypes(req.payload, requestLocale(req))),
  },
  {
    // Not in the spec's list: the year filter offers only years that have items.
    path: '/static/e-library/master/years',
    method: 'get',
    handler: async (req) => ok(await listELibraryYears(req.payload)),
  },
]
