'use client'
import type { Challenge } from 'altcha-lib'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import type { TBotCheckConfig } from '@/backend/lib/bot-check'
import { browserGet } from '@/lib/api/browser-get'
import type { Locale } from '@/lib/i18n/config'
import { Recaptcha } from './Recaptcha'
import styles from './account.module.css'

type TState = 'idle' | 'verifying' | 'verified' | 'failed'

/** ALTCHA: the browser finds the counter the server's signed challenge hides (about a second of hashing). */
async function solveAltcha(challenge: Challenge): Promise<string | null> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/sha')])
  const solution = await solveChallenge({ challenge, deriveKey })
  return solution ? btoa(JSON.stringify({ challenge, solution })) : null
}

/**
 * Spec section 2: the sign-up bot check, version 2. reCAPTCHA v2 when the server has keys; otherwise the
 * self-hosted proof of work, shown as the same "I am not a robot" box. `onChange` gets the value to send.
 */
export function BotCheck({ onChange, error }: { onChange: (value: string) => void; error?: string }) {
  const t = useTranslations('account.botCheck')
  const locale = useLocale() as Locale
  const [config, setConfig] = useState<TBotCheckConfig | null>(null)
  const [state, setState] = useState<TState>('idle')

  useEffect(() => {
    void browserGet<TBotCheckConfig>(locale, '/user/account/bot-check').then(setConfig)
  }, [locale])

  if (config?.mode === 'recaptcha') return <Recaptcha siteKey={config.siteKey} onChange={onChange} error={error} />

  async function verify() {
    if (config?.mode !== 'altcha' || state === 'verifying' || state === 'verified') return
    setState('verifying')
    const value = await solveAltcha(config.challenge).catch(() => null)
    setState(value ? 'verified' : 'failed')
    onChange(value ?? '')
  }

  const label = state === 'verifying' ? t('verifying') : state === 'verified' ? t('verified') : t('label')
  return (
    <div>
      <div className={styles.botCheck} data-state={state}>
        <label>
          <input type="checkbox" checked={state === 'verified'} disabled={!config || state === 'verifying'} onChange={verify} />
          {label}
        </label>
      </div>
      {(error || state === 'failed') && <p className={styles.error}>{state === 'failed' ? t('executeFailed') : error}</p>}
    </div>
  )
}
