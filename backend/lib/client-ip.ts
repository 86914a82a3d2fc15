import type { PayloadRequest } from 'payload'

/**
 * The caller's address for per-IP limits. Next.js only fills X-Forwarded-For when it is absent, so the
 * header is trusted from the right: TRUSTED_PROXY_HOPS (default 1, the reverse proxy in front) counts the
 * entries appended by our own proxies; the one they saw is the client.
 */
export function clientIp(req: Pick<PayloadRequest, 'headers'>): string {
  const hops = Math.max(1, Number(process.env.TRUSTED_PROXY_HOPS || 1))
  const chain = (req.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  return chain.at(-hops) ?? chain[0] ?? req.headers.get('x-real-ip') ?? 'unknown'
}
