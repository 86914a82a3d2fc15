'use client'
import { useTranslations } from 'next-intl'
import { useEffect } from 'react'
import styles from './account.module.css'

/** Spec section 8: alert options type, text, haveClose and autoClose (3000 ms). */
export const ALERT_AUTO_CLOSE_MS = 3000

export type TAlert = { type: 'success' | 'danger'; text: string; haveClose?: boolean; autoClose?: boolean }

export function Alert({ alert, onClose }: { alert: TAlert | null; onClose: () => void }) {
  const t = useTranslations('account')
  useEffect(() => {
    if (!alert?.autoClose) return
    const timer = window.setTimeout(onClose, ALERT_AUTO_CLOSE_MS)
    return () => window.clearTimeout(timer)
  }, [alert, onClose])
  if (!alert) return null
  return (
    <div className={`${styles.alert} ${alert.type === 'success' ? styles.alertSuccess : styles.alertDanger}`} role={alert.type === 'danger' ? 'alert' : 'status'}>
      <p>{alert.text}</p>
      {alert.haveClose !== false && (
        <button type="button" className={styles.alertClose} onClick={onClose} aria-label={t('closeAlert')}>
          ×
        </button>
      )}
    </div>
  )
}
