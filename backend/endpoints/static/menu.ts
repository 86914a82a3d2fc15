import type { Endpoint } from 'payload'
import { requestLocale } from '../../lib/request-locale'
import { ok } from '../../lib/respond'
import { getMenu } from '../../services/menu/get-menu'

export const menuEndpoint: Endpoint = {
  path: '/static/menu',
  method: 'get',
  handler: async (req) => ok(await getMenu(req.payload, requestLocale(req))),
}
