import type { PayloadRequest } from 'payload'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * CSRF check for writes that a browser could send with our cookies: the Origin (or, lacking it, the
 * Referer) must be this site, either SERVER_URL or the host the request was addressed to. SameSite=Lax
 * already stops most cross-site posts; this closes the rest (old browsers, same-site subdomains).
 */
export function isSameOriginWrite(req: Pick<PayloadRequest, 'headers' | 'method'>): boolean {
  if (SAFE_METHODS.has((req.method ?? 'GET').toUpperCase())) return true
  const source = req.headers.get('origin') ?? req.headers.get('referer')
  if (!source) return false
  let origin: URL
  try {
    origin = new URL(source)
  } catch {
    return false
  }
  const allowed = new Set<string>()
  if (process.env.SERVER_URL) allowed.add(new URL(process.env.SERVER_URL).host)
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host')
  if (host) allowed.add(host)
  return allowed.has(origin.host)
}
