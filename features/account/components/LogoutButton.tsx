'use client'
import { useLocale } from 'next-intl'
import { useState } from 'react'
import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { accountApi } from '../client-api'
import { clearSession } from '../session'

/**
 * Spec section 4: logout is sent with the account id; the server ends the session and clears the cookies;
 * session storage is emptied and the member returns home (a full load, so every cached view forgets them).
 */
export function LogoutButton({ accountId, className, label }: { accountId?: number; className?: string; label: string }) {
  const locale = useLocale() as Locale
  const [busy, setBusy] = useState(false)
  async function logout() {
    setBusy(true)
    await accountApi(locale).logout(accountId)
    clearSession()
    window.location.assign(buildPath('/', locale))
  }
  return (
    <button type="button" className={className} onClick={logout} disabled={busy} aria-busy={busy}>
      {label}
    </button>
  )
}
