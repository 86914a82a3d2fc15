import type { IncomingMessage, ServerResponse } from 'node:http'

/** What any path of the site answers; the API routes narrow it further themselves. */
const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
const SERVED = new Set(SERVED_METHODS)

/**
 * A method no route serves (TRACE, WebDAV's PROPFIND or LOCK) is answered 405 with the methods that are. Left to
 * Next.js, a TRACE reached the Fetch API's Request constructor, which refuses it, and came back as a 500: a
 * scanner reads that as a crash. True when it answered.
 */
export function refuseUnservedMethod(req: IncomingMessage, res: ServerResponse): boolean {
  if (SERVED.has(req.method ?? '')) return false
  res.writeHead(405, { allow: SERVED_METHODS.join(', '), 'cache-control': 'no-store', 'content-length': '0' })
  res.end()
  return true
}
