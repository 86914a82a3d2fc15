import type { IncomingMessage } from 'node:http'
import { BlockList, isIPv4, isIPv6 } from 'node:net'

/** Loopback: a reverse proxy on the same machine (and the tests, which call from it). */
const DEFAULT_TRUSTED = '127.0.0.0/8,::1'
const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port', 'x-real-ip', 'forwarded']

/** TRUSTED_PROXIES: addresses and CIDR ranges, comma separated, of the proxies allowed to say who the client is. */
export function trustedProxies(list = process.env.TRUSTED_PROXIES ?? DEFAULT_TRUSTED): BlockList {
  const blocks = new BlockList()
  for (const entry of list.split(',').map((part) => part.trim()).filter(Boolean)) {
    const [address, prefix] = entry.split('/')
    const family = isIPv6(address) ? 'ipv6' : 'ipv4'
    if (!isIPv4(address) && !isIPv6(address)) throw new Error(`TRUSTED_PROXIES: ${entry} is not an address or CIDR range`)
    if (prefix === undefined) blocks.addAddress(address, family)
    else blocks.addSubnet(address, Number(prefix), family)
  }
  return blocks
}

/** An IPv4 peer on a dual-stack socket shows as ::ffff:a.b.c.d. */
function peerAddress(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)
  if (mapped) return { address: mapped[1], family: 'ipv4' }
  return { address, family: isIPv6(address) ? 'ipv6' : 'ipv4' }
}

let cached: BlockList | undefined

/**
 * X-Forwarded-For/-Proto/-Host are a proxy's word about the client; from anyone else they are the client's own claim.
 * Dropped unless the connection comes from TRUSTED_PROXIES, so Next.js fills them from the connection itself: the
 * client address (backend/lib/client-ip.ts, TRUSTED_PROXY_HOPS counts the proxies' entries) and http/https (the
 * session cookie's Secure flag, backend/lib/session-cookies.ts) can then be believed.
 */
export function dropUntrustedForwarding(req: IncomingMessage, proxies: BlockList = (cached ??= trustedProxies())): void {
  const remote = req.socket.remoteAddress
  if (remote) {
    const peer = peerAddress(remote)
    if (proxies.check(peer.address, peer.family)) return
  }
  for (const name of FORWARDED_HEADERS) delete req.headers[name]
}
