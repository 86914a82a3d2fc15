import type { Endpoint } from 'payload'
import { accountEndpoints } from './account'
import { adminExportEndpoints } from './admin-export'
import { certificateEndpoints } from './certificates'
import { assessmentEndpoints } from './assessments'
import { courseEndpoints } from './courses'
import { eventRegistrationEndpoints } from './event-registration'
import { cp3pEndpoints } from './cp3p'
import { faqEndpoints } from './faq'
import { forumEndpoints } from './forum'
import { masterEndpoints } from './master'
import { notificationEndpoints } from './notifications'
import { operationsEndpoints } from './operations'
import { aboutEndpoints } from './static/about'
import { bannerEndpoints } from './static/banners'
import { capacityBuildingEndpoints } from './static/capacity-building'
import { educationEndpoints } from './static/education'
import { elibraryEndpoints } from './static/elibrary'
import { eventEndpoints } from './static/events'
import { focusAreaEndpoints } from './static/focus-areas'
import { highlightEndpoints } from './static/highlights'
import { howItWorksEndpoints } from './static/how-it-works'
import { menuEndpoint } from './static/menu'
import { metaDataEndpoint } from './static/meta-data'
import { policyEndpoints } from './static/misc'
import { outreachEndpoints } from './static/outreach'
import { projectDocumentEndpoints } from './static/project-documents'
import { researchEndpoints } from './static/research'
import { searchEndpoints } from './static/search'
import { uniidEndpoints } from './static/uniid'
import { trackingEndpoints } from './tracking'

/**
 * Payload finds a call's endpoint by compiling each listed path's matcher in turn, per request, until one matches
 * (payload/dist/utilities/handleEndpoints.js): the calls learners make all day come first, so they do not pay for
 * a hundred compilations (npm run bench:load); the health probes, which a load balancer calls every few seconds on
 * every instance, before them. Every path is a literal (endpoints.test.ts), so the order decides nothing else.
 */
export const endpoints: Endpoint[] = [
  ...operationsEndpoints,
  ...courseEndpoints,
  ...assessmentEndpoints,
  ...notificationEndpoints,
  ...trackingEndpoints,
  ...forumEndpoints,
  ...accountEndpoints,
  ...cp3pEndpoints,
  ...eventRegistrationEndpoints,
  ...adminExportEndpoints,
  ...certificateEndpoints,
  menuEndpoint,
  metaDataEndpoint,
  ...elibraryEndpoints,
  ...highlightEndpoints,
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
  ...masterEndpoints,
]
