import type { Endpoint } from 'payload'
import { menuEndpoint } from './static/menu'
import { metaDataEndpoint } from './static/meta-data'

export const endpoints: Endpoint[] = [menuEndpoint, metaDataEndpoint]
