import type { Endpoint } from 'payload'
import { accountEndpoints } from './account'
import { masterEndpoints } from './master'
import { notificationEndpoints } from './notifications'
import { trackingEndpoints } from './tracking'
import { elibraryEndpoints } from './static/elibrary'
import { menuEndpoint } from './static/menu'
import { metaDataEndpoint } from './static/meta-data'
import { researchEndpoints } from './static/research'

export const endpoints: Endpoint[] = [
  ...[menuEndpoint, metaDataEndpoint, ...elibraryEndpoints, ...researchEndpoints],
  ...[...accountEndpoints, ...masterEndpoints, ...notificationEndpoints, ...trackingEndpoints],
]
