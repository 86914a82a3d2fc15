import type { Endpoint } from 'payload'
import { HOW_IT_WORKS_HIGHLIGHT, HOW_IT_WORKS_LIST } from '../../../lib/contracts/how-it-works'
import { contractEndpoint } from '../../lib/contract-endpoint'
import { requestLocale } from '../../lib/request-locale'
import { getHowItWorksHighlight } from '../../services/how-it-works/get-how-it-works-highlight'
import { listHowItWorksSteps } from '../../services/how-it-works/list-how-it-works-steps'

export const howItWorksEndpoints: Endpoint[] = [
  contractEndpoint(HOW_IT_WORKS_HIGHLIGHT, async (req) => getHowItWorksHighlight(req.payload, requestLocale(req))),
  contractEndpoint(HOW_IT_WORKS_LIST, async (req, params) => listHowItWorksSteps(req.payload, params.param, requestLocale(req))),
]
