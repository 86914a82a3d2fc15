// Browser error reporting only when a public DSN was set at build time; otherwise nothing loads.
if (process.env.NEXT_PUBLIC_SENTRY_DSN) {
  void import('@sentry/nextjs').then((Sentry) =>
    Sentry.init({ dsn: process.env.NEXT_PUBLIC_SENTRY_DSN, tracesSampleRate: 0.1, sendDefaultPii: false }),
  )
}
