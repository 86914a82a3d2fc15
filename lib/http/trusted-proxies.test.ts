import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { dropUntrustedForwarding, trustedProxies } from './trusted-proxies'

const request = (remoteAddress: string) =>
  ({
    socket: { remoteAddress },
    headers: { host: 'example.test', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'evil.example', accept: '*/*' },
  }) as unknown as IncomingMessage

describe('forwarding headers only from TRUSTED_PROXIES', () => {
  it('keeps them from a listed proxy (an address or a CIDR range, IPv4 as seen on a dual-stack socket)', () => {
    const proxies = trustedProxies('10.0.0.0/8, 192.0.2.7, ::1')
    for (const peer of ['10.1.2.3', '::ffff:10.1.2.3', '192.0.2.7', '::1']) {
      const req = request(peer)
      dropUntrustedForwarding(req, proxies)
      expect(req.headers['x-forwarded-proto'], peer).toBe('https')
      expect(req.headers['x-forwarded-for'], peer).toBe('203.0.113.9')
    }
  })

  it('drops them from anyone else, so Next.js fills them from the connection', () => {
    const proxies = trustedProxies('10.0.0.0/8')
    for (const peer of ['203.0.113.9', '::ffff:192.0.2.7', '2001:db8::1', '11.0.0.1']) {
      const req = request(peer)
      dropUntrustedForwarding(req, proxies)
      expect(Object.keys(req.headers).sort(), peer).toEqual(['accept', 'host'])
    }
  })

  it('trusts loopback by default (a proxy on the same machine) and refuses a malformed entry', () => {
    const req = request('::ffff:127.0.0.1')
    dropUntrustedForwarding(req, trustedProxies('127.0.0.0/8,::1'))
    expect(req.headers['x-forwarded-proto']).toBe('https')
    expect(() => trustedProxies('proxy.example')).toThrow(/TRUSTED_PROXIES/)
  })
})
