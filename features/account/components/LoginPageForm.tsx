'use client'
import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useState } from 'react'
import { Link } from '@/lib/i18n/navigation'
import { clearSession, safePath, storeRedirect } from '../session'
import { Alert, type TAlert } from './Alert'
import { LoginForm } from './LoginForm'
import { SocialSignIn } from './SocialSignIn'
import styles from './account.module.css'

/**
 * The login page's form. The guard's ?redirect= (the page a visitor was turned away from) becomes the
 * stored redirectLogin, read in the browser so the page itself stays cacheable.
 */
export function LoginPageForm() {
  const t = useTranslations('account')
  const [toast, setToast] = useState<TAlert | null>(null)
  const closeToast = useCallback(() => setToast(null), [])
  useEffect(() => {
    const query = new URLSearchParams(window.location.search)
    clearSession()
    const redirect = safePath(query.get('redirect'))
    if (redirect) storeRedirect(redirect)
    // Spec section 8: a failed social sign-in shows the server's message as a bottom-centre toast.
    const socialError = query.get('socialError') ?? (query.get('error') ? t('login.socialFailed') : null)
    const show = (text: string) => setToast({ type: 'danger', text: text.slice(0, 300), haveClose: true, autoClose: true })
    if (socialError) show(socialError)
  }, [t])
  return (
    <>
      {toast && (
        <div className={styles.toast}>
          <Alert alert={toast} onClose={closeToast} />
        </div>
      )}
      <LoginForm idPrefix="login" />
      <SocialSignIn />
      <p className={styles.formFoot}>
        {t('login.noAccount')} <Link href="/register">{t('login.registerLink')}</Link>
      </p>
    </>
  )
}
