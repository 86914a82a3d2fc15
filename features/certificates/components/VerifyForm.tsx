'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { useProgressNavigation } from '@/lib/navigation/use-progress-navigation'
import styles from './certificates.module.css'

/** Opens the verification page of the typed code, so every check has a link of its own. */
export function VerifyForm({ initial = '' }: { initial?: string }) {
  const locale = useLocale() as Locale
  const t = useTranslations('certificates.verify')
  const tv = useTranslations('validation')
  const router = useRouter()
  const { navigate } = useProgressNavigation()
  const [code, setCode] = useState(initial)
  const [error, setError] = useState<string | null>(null)

  function submit(event: FormEvent) {
    event.preventDefault()
    const value = code.trim().replace(/\s+/g, '')
    if (!value) return setError(tv('required', { label: t('codeLabel') }))
    setError(null)
    const href = buildPath('/education/online-course/certificate/[slug]', locale, { slug: value.slice(0, 64) })
    navigate(href, () => router.push(href))
  }

  return (
    <form className={styles.verifyForm} onSubmit={submit} noValidate role="search" data-testid="verify-form">
      <div className={styles.form}>
        <label htmlFor="certificate-code">{t('codeLabel')}</label>
        <input
          id="certificate-code"
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={!!error}
          aria-describedby={error ? 'certificate-code-error' : undefined}
        />
        {error && (
          <p id="certificate-code-error" className={styles.error}>
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn--primary">
        {t('submit')}
      </button>
    </form>
  )
}
