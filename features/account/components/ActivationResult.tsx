'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import type { Locale } from '@/lib/i18n/config'
import { Link } from '@/lib/i18n/navigation'
import { accountApi } from '../client-api'
import { Alert, type TAlert } from './Alert'

/**
 * Spec section 2/8: after activation an alert shows the server's message, success or danger. The link is
 * redeemed from the browser, not on the server render, so mail scanners that only fetch the page do not
 * use it up.
 */
export function ActivationResult({ token }: { token: string }) {
  const t = useTranslations('account.activation')
  const locale = useLocale() as Locale
  const [alert, setAlert] = useState<TAlert | null>(null)

  useEffect(() => {
    let live = true
    void accountApi(locale)
      .activate(token)
      .then((result) => live && setAlert({ type: result.ok ? 'success' : 'danger', text: result.message, haveClose: false }))
    return () => {
      live = false
    }
  }, [token, locale])

  return (
    <div aria-live="polite">
      {alert ? <Alert alert={alert} onClose={() => undefined} /> : <p>{t('checking')}</p>}
      <p>
        <Link href="/login" className="btn btn--primary">
          {t('toLogin')}
        </Link>
      </p>
    </div>
  )
}
