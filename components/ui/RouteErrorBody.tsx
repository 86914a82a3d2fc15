'use client'
import { useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { ShellIntl } from '@/components/i18n/ShellIntl'
import { routeErrorStatus } from '@/lib/observability/error-status'
import { reportError } from '@/lib/observability/report-error'
import { ErrorView } from './ErrorView'

export type TRouteError = Error & { digest?: string }

/** Unhandled route errors: status from statusCode, status or the response status, default 500 (spec section 8). */
export function RouteErrorBody(props: { error: TRouteError; reset: () => void }) {
  // Loaded only when a route fails (app/[locale]/error.tsx), so it brings its own translations.
  return (
    <ShellIntl>
      <RouteErrorContent {...props} />
    </ShellIntl>
  )
}

function RouteErrorContent({ error, reset }: { error: TRouteError; reset: () => void }) {
  const t = useTranslations('errors')
  useEffect(() => reportError(error, { digest: error.digest }), [error])
  const statusCode = routeErrorStatus(error)
  return (
    <>
      <ErrorView statusCode={statusCode} message={error.message} />
      <p className="container error-page__retry">
        <button type="button" className="btn btn--ghost" onClick={reset}>
          {t('retry')}
        </button>
      </p>
    </>
  )
}
