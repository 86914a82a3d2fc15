const sentryDsn = typeof window === 'undefined' ? process.env.SENTRY_DSN : process.env.NEXT_PUBLIC_SENTRY_DSN

/**
 * Sends an error to Sentry when a DSN is configured; otherwise logs it.
 * Sentry is imported lazily so pages without a DSN never download it.
 */
export function reportError(error: unknown, context: Record<string, unknown> = {}): void {
  if (sentryDsn) {
    void import('@sentry/nextjs').then((Sentry) => Sentry.captureException(error, { extra: context }))
    return
  }
  console.error('[error]', error instanceof Error ? error.message : error, context)
}
