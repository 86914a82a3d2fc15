import { describe, expect, it } from 'vitest'
import { externalAnalytics, externalPageViewRequest } from './external-provider'

describe('externalAnalytics', () => {
  it('is off unless a known provider and its site id are both set', () => {
    expect(externalAnalytics({})).toBeNull()
    expect(externalAnalytics({ provider: 'plausible' })).toBeNull()
    expect(externalAnalytics({ provider: 'ga4', siteId: 'G-1' })).toBeNull()
    expect(externalAnalytics({ provider: 'umami', siteId: 'abc', host: 'not a url' })).toBeNull()
    expect(externalAnalytics({ provider: 'umami', siteId: 'abc', host: 'javascript:alert(1)' })).toBeNull()
  })

  it("uses the provider's public service by default, or a self-hosted one", () => {
    expect(externalAnalytics({ provider: 'plausible', siteId: 'learning.example.org' })).toEqual({
      provider: 'plausible',
      origin: 'https://plausible.io',
      endpoint: 'https://plausible.io/api/event',
      siteId: 'learning.example.org',
    })
    expect(externalAnalytics({ provider: 'Umami', siteId: 'a1b2', host: 'https://stats.example.org/umami/' })).toMatchObject({
      origin: 'https://stats.example.org',
      endpoint: 'https://stats.example.org/umami/api/send',
    })
  })
})

describe('externalPageViewRequest', () => {
  const view = { origin: 'https://learning.example.org', path: '/en/e-library', referrer: '/en', language: 'en', screen: '1280x720' }

  it("sends Plausible a pageview of the page's full URL as a simple request", () => {
    const service = externalAnalytics({ provider: 'plausible', siteId: 'learning.example.org' })!
    const { url, init } = externalPageViewRequest(service, view)
    expect(url).toBe('https://plausible.io/api/event')
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit', headers: { 'Content-Type': 'text/plain' } })
    expect(JSON.parse(init.body as string)).toEqual({ name: 'pageview', url: 'https://learning.example.org/en/e-library', domain: 'learning.example.org', referrer: '/en' })
  })

  it('sends Umami an event of the page path for the website id', () => {
    const service = externalAnalytics({ provider: 'umami', siteId: 'a1b2', host: 'https://stats.example.org' })!
    const { url, init } = externalPageViewRequest(service, view)
    expect(url).toBe('https://stats.example.org/api/send')
    expect(JSON.parse(init.body as string)).toEqual({
      type: 'event',
      payload: { website: 'a1b2', hostname: 'learning.example.org', url: '/en/e-library', referrer: '/en', language: 'en', screen: '1280x720' },
    })
  })
})
