'use client'
import { useTranslations } from 'next-intl'
import { useState, type InputHTMLAttributes, type ReactNode } from 'react'
import { parseIssueMessage } from '@/lib/contracts/account/issue-messages'
import styles from './account.module.css'

/** Renders a schema message key with the spec's template (section 5) and the field's label. */
export function useIssueText() {
  const t = useTranslations()
  return (label: string, message: string | undefined): string | undefined => {
    if (!message) return undefined
    const { key, arg } = parseIssueMessage(message)
    const otherKey = `account.fields.${arg}`
    const other = arg && t.has(otherKey) ? t(otherKey) : (arg ?? '')
    return t.has(`validation.${key}`) ? t(`validation.${key}`, { label, n: arg ?? '', other }) : message
  }
}

type TFieldProps = { id: string; label: string; error?: string; hint?: ReactNode; children: ReactNode; optional?: boolean }

/** Label, control, and the error under it (linked by aria-describedby on the control). */
export function Field({ id, label, error, hint, children, optional }: TFieldProps) {
  const t = useTranslations('account')
  return (
    <div className={`${styles.field}${error ? ` ${styles.invalid}` : ''}`}>
      <label htmlFor={id}>
        {label}
        {optional && <span className={styles.optional}> ({t('optional')})</span>}
      </label>
      {children}
      {hint && !error && <p className={styles.hint}>{hint}</p>}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}

export function describedBy(id: string, error?: string) {
  return { 'aria-invalid': !!error, 'aria-describedby': error ? `${id}-error` : undefined }
}

/** A password input with the show/hide toggle the spec asks for. */
export function PasswordInput(props: InputHTMLAttributes<HTMLInputElement>) {
  const t = useTranslations('account')
  const [visible, setVisible] = useState(false)
  return (
    <div className={styles.passwordWrap}>
      <input {...props} type={visible ? 'text' : 'password'} />
      <button type="button" className={styles.passwordToggle} onClick={() => setVisible(!visible)} aria-pressed={visible} aria-label={visible ? t('hidePassword') : t('showPassword')}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path
            fill="currentColor"
            d={
              visible
                ? 'M2 4.3 3.3 3l17.7 17.7-1.3 1.3-3.2-3.2A11 11 0 0 1 12 19C6 19 2 12 2 12a19 19 0 0 1 4.3-5.2Zm10 3.7a4 4 0 0 1 4 4l-.1.8-4.7-4.7ZM12 5c6 0 10 7 10 7a19 19 0 0 1-2.9 3.8L7.6 5.8A10 10 0 0 1 12 5Z'
                : 'M12 5c6 0 10 7 10 7s-4 7-10 7S2 12 2 12s4-7 10-7Zm0 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm0 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z'
            }
          />
        </svg>
      </button>
    </div>
  )
}
