'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import styles from './account.module.css'

type TGrecaptcha = { render: (element: HTMLElement, options: Record<string, unknown>) => number; ready: (callback: () => void) => void }

/** reCAPTCHA v2 checkbox, loaded from the provider only when keys are configured (spec section 8 lists its errors). */
export function Recaptcha({ siteKey, onChange, error }: { siteKey: string; onChange: (value: string) => void; error?: string }) {
  const t = useTranslations('account.botCheck')
  const locale = useLocale()
  const box = useRef<HTMLDivElement>(null)
  const [failure, setFailure] = useState<string | null>(siteKey ? null : t('noKey'))

  useEffect(() => {
    if (!siteKey || !box.current) return
    const element = box.current
    const script = document.createElement('script')
    script.src = `https://www.google.com/recaptcha/api.js?render=explicit&hl=${locale}`
    script.async = true
    script.onerror = () => setFailure(t('loadFailed'))
    script.onload = () => {
      const grecaptcha = (window as unknown as { grecaptcha?: TGrecaptcha }).grecaptcha
      if (!grecaptcha) return setFailure(t('executeFailed'))
      grecaptcha.ready(() => {
        try {
          grecaptcha.render(element, { sitekey: siteKey, callback: onChange, 'expired-callback': () => onChange('') })
        } catch {
          setFailure(t('executeFailed'))
        }
      })
    }
    document.head.appendChild(script)
    return () => script.remove()
  }, [siteKey, locale, onChange, t])

  return (
    <div>
      <div ref={box} className={styles.recaptcha} />
      {(failure || error) && <p className={styles.error}>{failure ?? error}</p>}
    </div>
  )
}
