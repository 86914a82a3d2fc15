import type { Endpoint } from 'payload'
import { elibraryEndpoints } from './static/elibrary'
import { menuEndpoint } from './static/menu'
import { metaDataEndpoint } from './static/meta-data'
import { researchEndpoints } from './static/research'
import { searchEndpoints } from './static/search'

export const endpoints: Endpoint[] = [menuEndpoint, metaDataEndpoint, ...elibraryEndpoints, ...researchEndpoints, ...searchEndpoints]
