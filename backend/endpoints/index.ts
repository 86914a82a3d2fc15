import type { Endpoint } from 'payload'
import { elibraryEndpoints } from './static/elibrary'
import { eventEndpoints } from './static/events'
import { menuEndpoint } from './static/menu'
import { metaDataEndpoint } from './static/meta-data'
import { researchEndpoints } from './static/research'

export const endpoints: Endpoint[] = [menuEndpoint, metaDataEndpoint, ...elibraryEndpoints, ...researchEndpoints, ...eventEndpoints]
