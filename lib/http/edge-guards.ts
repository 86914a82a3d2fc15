import type { IncomingMessage, ServerResponse } from 'node:http'
import { refuseMalformedImageUrl } from './image-url-guard'
import { refuseUnservedMethod } from './method-guard'
import { dropUntrustedForwarding } from './trusted-proxies'

/**
 * What the production server (scripts/serve.ts) does to a request before Next.js sees it: forwarding headers only
 * from trusted proxies, a 405 for methods no route serves, and a 400 for image optimizer urls Next.js would answer
 * with 500. True when it answered.
 */
export function edgeGuards(req: IncomingMessage, res: ServerResponse): boolean {
  dropUntrustedForwarding(req)
  return refuseUnservedMethod(req, res) || refuseMalformedImageUrl(req, res)
}
