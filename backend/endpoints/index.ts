import type { Endpoint } from 'payload'
import { faqEndpoints } from './faq'
import { elibraryEndpoints } from './static/elibrary'
import { menuEndpoint } from './static/menu'
import { metaDataEndpoint } from './static/meta-data'
import { policyEndpoints } from './static/misc'
import { outreachEndpoints } from './static/outreach'
import { projectDocumentEndpoints } from './static/project-documents'
import { researchEndpoints } from './static/research'

export const endpoints: Endpoint[] = [
  menuEndpoint,
  metaDataEndpoint,
  ...elibraryEndpoints,
  ...researchEndpoints,
  ...outreachEndpoints,
  ...faqEndpoints,
  ...policyEndpoints,
  ...projectDocumentEndpoints,
]
