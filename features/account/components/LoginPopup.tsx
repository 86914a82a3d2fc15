'use client'
import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'
import { Link } from '@/lib/i18n/navigation'
import { currentFullPath, storeRedirect } from '../session'
import { LoginForm } from './LoginForm'
import { SocialSignIn } from './SocialSignIn'
import styles from './account.module.css'

/** Spec section 2: the header's login popup (login form, Google, professional network, link to register). */
export function LoginPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('account')
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      // After signing in from here the member comes back to this page.
      storeRedirect(currentFullPath())
      element.showModal()
    }
    if (!open && element.open) element.close()
  }, [open])

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="login-popup-title" onClose={onClose} onCancel={onClose}>
      <div className={styles.dialogHead}>
        <h2 id="login-popup-title">{t('login.popupTitle')}</h2>
        <button type="button" className={styles.dialogClose} onClick={onClose} aria-label={t('login.close')}>
          ×
        </button>
      </div>
      {open && <LoginForm idPrefix="popup" onDone={onClose} />}
      <SocialSignIn />
      <p className={styles.formFoot}>
        {t('login.noAccount')}{' '}
        <Link href="/register" onClick={onClose}>
          {t('login.registerLink')}
        </Link>
      </p>
    </dialog>
  )
}
