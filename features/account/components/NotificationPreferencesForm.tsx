'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useState, type FormEvent } from 'react'
import type { Locale } from '@/lib/i18n/config'
import {
  DIGEST_FREQUENCIES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  type TNotificationChannel,
  type TNotificationPreferences,
  type TNotificationTopic,
} from '@/lib/contracts/notifications/preferences'
import { accountApi } from '../client-api'
import { Alert, type TAlert } from './Alert'
import styles from './account.module.css'

/**
 * Which notifications the member wants: one group of switches per channel (in the app, by email), one per topic.
 * Account and payment mail that the member needs is sent whatever is chosen here (docs/decisions/040).
 */
export function NotificationPreferencesForm({ initial }: { initial: TNotificationPreferences | null }) {
  const t = useTranslations('account.preferences')
  const tSettings = useTranslations('account.settings')
  const locale = useLocale() as Locale
  const [values, setValues] = useState(initial)
  const [saving, setSaving] = useState(false)
  const [alert, setAlert] = useState<TAlert | null>(null)
  const closeAlert = useCallback(() => setAlert(null), [])

  if (!values) return <p role="alert">{t('loadError')}</p>

  const toggle = (channel: TNotificationChannel, topic: TNotificationTopic) =>
    setValues({ ...values, [channel]: { ...values[channel], [topic]: !values[channel][topic] } })

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!values) return
    setSaving(true)
    const result = await accountApi(locale).savePreferences(values)
    setSaving(false)
    if (result.ok && result.data) setValues(result.data)
    setAlert({ type: result.ok ? 'success' : 'danger', text: result.ok ? t('saved') : result.message || t('saveError'), haveClose: true, autoClose: result.ok })
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="notification-preferences" noValidate>
      <h2 id="notification-preferences" className={styles.legend}>
        {t('title')}
      </h2>
      <p className={styles.hint}>{t('intro')}</p>
      <div className={styles.grid2}>
        {NOTIFICATION_CHANNELS.map((channel) => (
          <fieldset key={channel} className={styles.fieldset}>
            <legend>{t(`channel.${channel}`)}</legend>
            {NOTIFICATION_TOPICS.map((topic) => (
              <label key={topic} className={styles.check}>
                <input type="checkbox" name={`${channel}.${topic}`} checked={values[channel][topic]} onChange={() => toggle(channel, topic)} />
                {t(`topic.${topic}`)}
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      <fieldset className={styles.fieldset} disabled={!values.email.discussion}>
        <legend>{t('digest.legend')}</legend>
        {DIGEST_FREQUENCIES.map((frequency) => (
          <label key={frequency} className={styles.check}>
            <input type="radio" name="discussionDigest" value={frequency} checked={values.discussionDigest === frequency} onChange={() => setValues({ ...values, discussionDigest: frequency })} />
            {t(`digest.${frequency}`)}
          </label>
        ))}
        <p className={styles.hint}>{t('digest.hint')}</p>
      </fieldset>
      <p className={styles.hint}>{t('alwaysSent')}</p>
      <Alert alert={alert} onClose={closeAlert} />
      <div className={styles.actions}>
        <button type="submit" className="btn btn--primary" disabled={saving} aria-busy={saving}>
          {saving ? tSettings('saving') : tSettings('save')}
        </button>
      </div>
    </form>
  )
}
