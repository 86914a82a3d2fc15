import type { Endpoint } from 'payload'
import { POLICY_CALLS, POLICY_KEYS } from '../../../../lib/contracts/legal'
import { contractEndpoint } from '../../../lib/contract-endpoint'
import { requestLocale } from '../../../lib/request-locale'
import { fail, NOT_FOUND_MESSAGE } from '../../../lib/respond'
import { getPolicyPage } from '../../../services/legal/get-policy-page'

/** The legal pages (/static/misc/...) and the course forum's rules, all documents of policy-pages. */
export const policyEndpoints: Endpoint[] = POLICY_KEYS.map((key) =>
  contractEndpoint(POLICY_CALLS[key], async (req) => (await getPolicyPage(req.payload, key, requestLocale(req))) ?? fail(404, NOT_FOUND_MESSAGE)),
)
