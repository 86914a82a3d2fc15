/**
 * The optional external analytics service (docs/decisions/028). Only cookieless services that take a page view
 * over one HTTP call are offered, so no third-party script runs on the site and the CSP only opens connect-src to
 * the service's origin, and only when one is configured.
 */
export type TAnalyticsProvider = 'plausible' | 'umami'
export type TExternalAnalytics = { provider: TAnalyticsProvider; origin: string; endpoint: string; siteId: string }
export type TAnalyticsEnv = { provider?: string; host?: string; siteId?: string }

const DEFAULT_HOSTS: Record<TAnalyticsProvider, string> = { plausible: 'https://plausible.io', umami: 'https://cloud.umami.is' }
const EVENT_PATHS: Record<TAnalyticsProvider, string> = { plausible: '/api/event', umami: '/api/send' }

// Written out so Next.js inlines them into the browser bundle; the server (CSP) reads the same names at run time.
const fromEnv = (): TAnalyticsEnv => ({
  provider: process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER,
  host: process.env.NEXT_PUBLIC_ANALYTICS_HOST,
  siteId: process.env.NEXT_PUBLIC_ANALYTICS_SITE_ID,
})

/** The configured service, or null when there is none (or its settings are incomplete or not a URL). */
export function externalAnalytics(env: TAnalyticsEnv = fromEnv()): TExternalAnalytics | null {
  const provider = env.provider?.trim().toLowerCase()
  const siteId = env.siteId?.trim()
  if ((provider !== 'plausible' && provider !== 'umami') || !siteId) return null
  try {
    const base = new URL(env.host?.trim() || DEFAULT_HOSTS[provider])
    if (base.protocol !== 'https:' && base.protocol !== 'http:') return null
    const endpoint = new URL(base.pathname.replace(/\/$/, '') + EVENT_PATHS[provider], base.origin).toString()
    return { provider, origin: base.origin, endpoint, siteId }
  } catch {
    return null
  }
}

export type TExternalPageView = { origin: string; path: string; referrer?: string; language: string; screen: string }

/** The one request that records a page view with the service: Plausible's Events API or Umami's /api/send. */
export function externalPageViewRequest(service: TExternalAnalytics, view: TExternalPageView): { url: string; init: RequestInit } {
  const init: RequestInit = { method: 'POST', keepalive: true, credentials: 'omit', mode: 'cors' }
  if (service.provider === 'plausible') {
    // text/plain, as Plausible's own script sends it: a simple request, no CORS preflight.
    const body = { name: 'pageview', url: view.origin + view.path, domain: service.siteId, referrer: view.referrer ?? null }
    return { url: service.endpoint, init: { ...init, headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(body) } }
  }
  const payload = {
    website: service.siteId,
    hostname: new URL(view.origin).hostname,
    url: view.path,
    referrer: view.referrer ?? '',
    language: view.language,
    screen: view.screen,
  }
  return { url: service.endpoint, init: { ...init, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ type: 'event', payload }) } }
}
