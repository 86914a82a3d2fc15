// zod (the forms' validation) probes once whether it may compile validators with `Function("")`; the site's CSP
// allows no eval, so that probe is reported as a CSP violation on every form page. zod keeps its global config on
// globalThis: turn the compiling off before any schema is built, without loading zod here (docs/decisions/014).
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
;(zodGlobal.__zod_globalConfig ??= {}).jitless = true

// Browser error reporting only when a public DSN was set at build time; otherwise nothing loads.
if (process.env.NEXT_PUBLIC_SENTRY_DSN) {
  void import('@sentry/nextjs').then((Sentry) =>
    Sentry.init({ dsn: process.env.NEXT_PUBLIC_SENTRY_DSN, tracesSampleRate: 0.1, sendDefaultPii: false }),
  )
}
