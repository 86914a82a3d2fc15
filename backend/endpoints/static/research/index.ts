import type { Endpoint } from 'payload'
import { researchChapterEndpoint, researchDetailEndpoint } from './detail'
import { researchListingEndpoint } from './listing'
import { researchOtherEndpoints } from './others'

export const researchEndpoints: Endpoint[] = [
  researchListingEndpoint,
  researchDetailEndpoint,
  researchChapterEndpoint,
  ...researchOtherEndpoints,
]
