import type { Endpoint } from 'payload'
import { ok } from '../../lib/respond'
import { cp3pMessage } from '../../services/cp3p/messages'
import { guestHandler, parseBody } from '../handlers'
import { ZInhouseRequest } from './params'

/** POST /cp3p/certification/registration: the in-house registration form (a company asks for its own run). */
export const cp3pInhouseEndpoint: Endpoint = {
  path: '/cp3p/certification/registration',
  method: 'post',
  handler: guestHandler(async (req, locale) => {
    const { data, error } = await parseBody(ZInhouseRequest, req)
    if (error) return error
    await req.payload.create({ collection: 'cp3p-inhouse-requests', data: { ...data, handled: false }, overrideAccess: true })
    return ok(null, cp3pMessage('inhouseSaved', locale))
  }),
}
