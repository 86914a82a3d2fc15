import { afterEach, describe, expect, it, vi } from 'vitest'
import { siteCsp } from './policies'
import { securityOptionsFromEnv } from './with-security-headers'

const connectSrc = (csp: string) => csp.split('; ').find((directive) => directive.startsWith('connect-src'))

afterEach(() => vi.unstubAllEnvs())

describe('the site CSP and the external analytics service', () => {
  it('lets pages call only this origin when no service is configured', () => {
    vi.stubEnv('NEXT_PUBLIC_ANALYTICS_PROVIDER', '')
    expect(connectSrc(siteCsp([], securityOptionsFromEnv()))).toBe("connect-src 'self'")
  })

  it("adds the configured service's origin to connect-src, and nothing to script-src", () => {
    vi.stubEnv('NEXT_PUBLIC_ANALYTICS_PROVIDER', 'umami')
    vi.stubEnv('NEXT_PUBLIC_ANALYTICS_HOST', 'https://stats.example.org/umami')
    vi.stubEnv('NEXT_PUBLIC_ANALYTICS_SITE_ID', 'a1b2')
    const csp = siteCsp([], securityOptionsFromEnv())
    expect(connectSrc(csp)).toBe("connect-src 'self' https://stats.example.org")
    expect(csp).toContain("script-src 'self';")
  })

  it('adds nothing while the settings are incomplete', () => {
    vi.stubEnv('NEXT_PUBLIC_ANALYTICS_PROVIDER', 'plausible')
    vi.stubEnv('NEXT_PUBLIC_ANALYTICS_SITE_ID', '')
    expect(connectSrc(siteCsp([], securityOptionsFromEnv()))).toBe("connect-src 'self'")
  })
})
