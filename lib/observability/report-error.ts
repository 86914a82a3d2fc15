import * as Sentry from '@sentry/nextjs'

const sentryEnabled = Boolean(process.env.SENTRY_DSN || process.env.NEXT_PUBLIC_SENTRY_DSN)

/** Sends an error to Sentry when a DSN is configured; otherwise logs it. */
export function reportError(error: unknown, context: Record<string, unknown> = {}): void {
  if (sentryEnabled) {
    Sentry.captureException(error, { extra: context })
    return
  }
  console.error('[error]', error instanceof Error ? error.message : error, context)
}
