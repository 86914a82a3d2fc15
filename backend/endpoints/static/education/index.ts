import type { Endpoint } from 'payload'
import { ZDetailParams } from '../../../../lib/contracts/elibrary/api-params'
import { EVENT_HIGHLIGHT_TAKE, ZProgramListingParams } from '../../../../lib/contracts/education/api-params'
import { requestLocale } from '../../../lib/request-locale'
import { fail, NOT_FOUND_MESSAGE, ok } from '../../../lib/respond'
import { getEducationIntro } from '../../../services/education/get-education-intro'
import { getProgram } from '../../../services/education/get-program'
import { listEducationEvents } from '../../../services/education/list-event-highlight'
import { listMainPrograms } from '../../../services/education/list-main-programs'
import { listOtherPrograms } from '../../../services/education/list-other-programs'
import { parseQuery } from '../../../lib/parse-query'

/** Spec section 7: /static/education/{event-highlight, intro, main, other-program (params), other-program/detail?id}. */
export const educationEndpoints: Endpoint[] = [
  {
    path: '/static/education/intro',
    method: 'get',
    handler: async (req) => ok(await getEducationIntro(req.payload, requestLocale(req))),
  },
  {
    // Spec: a list of { title, permalink } (plus what the page's cards show), used on status 200.
    path: '/static/education/main',
    method: 'get',
    handler: async (req) => ok(await listMainPrograms(req.payload, requestLocale(req))),
  },
  {
    // Answers success, message and listing (plus totalData), like the e-library listing.
    path: '/static/education/other-program',
    method: 'get',
    handler: async (req) => {
      const { data, error } = parseQuery(ZProgramListingParams, req)
      if (error) return error
      const result = await listOtherPrograms(req.payload, data, requestLocale(req))
      return Response.json({ success: true, message: 'Success', ...result })
    },
  },
  {
    // Named after other programs by the spec, it answers any published program: main ones have pages too.
    path: '/static/education/other-program/detail',
    method: 'get',
    handler: async (req) => {
      const { data, error } = parseQuery(ZDetailParams, req)
      if (error) return error
      const program = await getProgram(req.payload, data.id, requestLocale(req))
      return program ? ok(program) : fail(404, NOT_FOUND_MESSAGE)
    },
  },
  {
    path: '/static/education/event-highlight',
    method: 'get',
    handler: async (req) => ok(await listEducationEvents(req.payload, requestLocale(req), EVENT_HIGHLIGHT_TAKE)),
  },
]
