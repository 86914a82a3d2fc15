import type { Endpoint } from 'payload'
import { capacityBuildingEndpoints } from './static/capacity-building'
import { educationEndpoints } from './static/education'
import { elibraryEndpoints } from './static/elibrary'
import { howItWorksEndpoints } from './static/how-it-works'
import { eventEndpoints } from './static/events'
import { menuEndpoint } from './static/menu'
import { metaDataEndpoint } from './static/meta-data'
import { researchEndpoints } from './static/research'
import { searchEndpoints } from './static/search'

export const endpoints: Endpoint[] = [
  menuEndpoint,
  metaDataEndpoint,
  ...elibraryEndpoints,
  ...researchEndpoints,
  ...educationEndpoints,
  ...capacityBuildingEndpoints,
  ...howItWorksEndpoints,
  ...eventEndpoints,
  ...searchEndpoints,
]
