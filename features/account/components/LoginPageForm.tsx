'use client'
import { useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { Link } from '@/lib/i18n/navigation'
import { clearSession, safePath, storeRedirect } from '../session'
import { LoginForm } from './LoginForm'
import { SocialSignIn } from './SocialSignIn'
import styles from './account.module.css'

/**
 * The login page's form. The guard's ?redirect= (the page a visitor was turned away from) becomes the
 * stored redirectLogin, read in the browser so the page itself stays cacheable.
 */
export function LoginPageForm() {
  const t = useTranslations('account')
  useEffect(() => {
    clearSession()
    const redirect = safePath(new URLSearchParams(window.location.search).get('redirect'))
    if (redirect) storeRedirect(redirect)
  }, [])
  return (
    <>
      <LoginForm idPrefix="login" />
      <SocialSignIn />
      <p className={styles.formFoot}>
        {t('login.noAccount')} <Link href="/register">{t('login.registerLink')}</Link>
      </p>
    </>
  )
}
