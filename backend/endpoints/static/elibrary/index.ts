import type { Endpoint } from 'payload'
import { elibraryChapterEndpoint, elibraryDetailEndpoint } from './detail'
import { elibraryListingEndpoint } from './listing'
import { elibraryMasterEndpoints } from './master'
import { elibraryPickEndpoints } from './picks'

export const elibraryEndpoints: Endpoint[] = [
  elibraryListingEndpoint,
  elibraryDetailEndpoint,
  elibraryChapterEndpoint,
  ...elibraryPickEndpoints,
  ...elibraryMasterEndpoints,
]
