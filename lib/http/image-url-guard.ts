import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * Next.js's image optimizer answers 500 for two kinds of `url`: one it cannot decode a second time while matching
 * images.localPatterns (`/images/%ZZ` throws), and one whose local fetch answers a redirect (a path ending in `/`
 * gets Next.js's trailing-slash 308, which the optimizer turns into a failed 3xx answer). Those, and a control
 * character (a NUL reaches the file system as it is), are refused here with 400 before the optimizer sees them.
 */
export function refuseMalformedImageUrl(req: IncomingMessage, res: ServerResponse): boolean {
  if (!req.url?.startsWith('/_next/image')) return false
  let bad = false
  try {
    const url = new URL(req.url, 'http://localhost').searchParams.get('url')
    const decoded = url === null ? '' : decodeURIComponent(url)
    bad = /[\u0000-\u001f\u007f]/.test(decoded) || decoded.split('?')[0].endsWith('/')
  } catch {
    bad = true
  }
  if (!bad) return false
  res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
  res.end('"url" parameter is invalid')
  return true
}
