import type { Endpoint } from 'payload'
import { readiness } from '../../operations/readiness'

const NO_STORE = { 'cache-control': 'no-store' }

/**
 * Probes for a load balancer or an orchestrator, public and cheap. /health: the process answers (liveness; touches
 * nothing else, so a database outage never gets healthy instances killed). /ready: this instance should get
 * traffic (its dependencies answer and it is not draining); 503 with each dependency's status otherwise.
 */
export const operationsEndpoints: Endpoint[] = [
  {
    path: '/health',
    method: 'get',
    handler: () => Response.json({ status: 'ok' }, { headers: NO_STORE }),
  },
  {
    path: '/ready',
    method: 'get',
    handler: async (req) => {
      const result = await readiness(req.payload)
      return Response.json(result, { status: result.status === 'ok' ? 200 : 503, headers: NO_STORE })
    },
  },
]
