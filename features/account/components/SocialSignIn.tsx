'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { takeRedirect } from '../session'
import styles from './account.module.css'

type TProvider = { id: string; name: string }

// next-auth's browser client loads when a button is pressed: listing the providers is one plain call to its
// providers route (what its getProviders() asks), so the sign-in screens do not download it on every visit.
const nextAuth = () => import('next-auth/react')
const PROVIDERS_URL = '/api/auth/providers'

/**
 * Spec section 2: the Google button (labelled Google) and the professional-network (LinkedIn) button,
 * shown for the providers the server has configured. The code flow with state and PKCE runs through
 * next-auth; the return goes to the stored redirect when it is this page, else to the user page.
 */
export function SocialSignIn() {
  const t = useTranslations('account.login')
  const locale = useLocale() as Locale
  const [providers, setProviders] = useState<TProvider[]>([])
  const [busy, setBusy] = useState<string | null>(null)

  useEffect(() => {
    void fetch(PROVIDERS_URL, { credentials: 'same-origin' })
      .then((response) => (response.ok ? (response.json() as Promise<Record<string, TProvider> | null>) : null))
      .then((found) => setProviders(Object.values(found ?? {}).map(({ id, name }) => ({ id, name }))))
      .catch(() => setProviders([]))
  }, [])

  if (providers.length === 0) return null
  function start(id: string) {
    setBusy(id)
    // The popup stored this very page; the login page the one the guard turned the visitor away from.
    const callbackUrl = takeRedirect() ?? buildPath('/user/dashboard', locale)
    void nextAuth().then(({ signIn }) => signIn(id, { callbackUrl }))
  }
  return (
    <div className={styles.social}>
      <p className={styles.socialOr}>{t('or')}</p>
      {providers.map((provider) => (
        <button key={provider.id} type="button" className={`btn btn--ghost ${styles.socialButton}`} onClick={() => start(provider.id)} disabled={!!busy} aria-busy={busy === provider.id}>
          {provider.name}
        </button>
      ))}
    </div>
  )
}
