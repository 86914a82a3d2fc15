import type { Instrumentation } from 'next'

/** Sentry on the server only when SENTRY_DSN is set (ARCHITECTURE.md, observability); the Redis fan-out when REDIS_URL is. */
export async function register() {
  // With REDIS_URL, another instance's save reaches this one's page and content caches (docs/decisions/020).
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.REDIS_URL) (await import('./backend/lib/cache-fanout')).startCacheFanout()
  if (!process.env.SENTRY_DSN) return
  const Sentry = await import('@sentry/nextjs')
  Sentry.init({ dsn: process.env.SENTRY_DSN, tracesSampleRate: 0.1, sendDefaultPii: false })
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!process.env.SENTRY_DSN) return
  const Sentry = await import('@sentry/nextjs')
  Sentry.captureRequestError(...args)
}
