import type { Endpoint } from 'payload'
import { MENU } from '../../../lib/contracts/site'
import { contractEndpoint } from '../../lib/contract-endpoint'
import { requestLocale } from '../../lib/request-locale'
import { getMenu } from '../../services/menu/get-menu'

export const menuEndpoint: Endpoint = contractEndpoint(MENU, async (req) => getMenu(req.payload, requestLocale(req)))
