import type { Endpoint } from 'payload'
import { aboutEndpoints } from './static/about'
import { bannerEndpoints } from './static/banners'
import { elibraryEndpoints } from './static/elibrary'
import { focusAreaEndpoints } from './static/focus-areas'
import { menuEndpoint } from './static/menu'
import { metaDataEndpoint } from './static/meta-data'
import { researchEndpoints } from './static/research'
import { uniidEndpoints } from './static/uniid'

export const endpoints: Endpoint[] = [
  menuEndpoint,
  metaDataEndpoint,
  ...elibraryEndpoints,
  ...researchEndpoints,
  ...aboutEndpoints,
  ...bannerEndpoints,
  ...focusAreaEndpoints,
  ...uniidEndpoints,
]
