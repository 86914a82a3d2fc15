import type { Endpoint } from 'payload'
import { capacityBuildingEndpoints } from './static/capacity-building'
import { educationEndpoints } from './static/education'
import { faqEndpoints } from './faq'
import { elibraryEndpoints } from './static/elibrary'
import { howItWorksEndpoints } from './static/how-it-works'
import { eventEndpoints } from './static/events'
import { aboutEndpoints } from './static/about'
import { bannerEndpoints } from './static/banners'
import { focusAreaEndpoints } from './static/focus-areas'
import { menuEndpoint } from './static/menu'
import { metaDataEndpoint } from './static/meta-data'
import { policyEndpoints } from './static/misc'
import { outreachEndpoints } from './static/outreach'
import { projectDocumentEndpoints } from './static/project-documents'
import { researchEndpoints } from './static/research'
import { searchEndpoints } from './static/search'
import { uniidEndpoints } from './static/uniid'

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
  ...outreachEndpoints,
  ...faqEndpoints,
  ...policyEndpoints,
  ...projectDocumentEndpoints,
  ...aboutEndpoints,
  ...bannerEndpoints,
  ...focusAreaEndpoints,
  ...uniidEndpoints,
]
