import { getTranslations } from 'next-intl/server'
import type { TEventDetail } from '@/backend/services/events/shapes'
import type { Locale } from '@/lib/i18n/config'
import { eventMoment } from '../schedule'
import styles from './events.module.css'

/**
 * Whether registration is open and until when (WIB). The form arrives with the events registration issue;
 * until then the panel states the facts and offers no button that would do nothing.
 */
export async function EventRegistrationPanel({ event, locale }: { event: TEventDetail; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'events.registration' })
  const { state, closesAt } = event.registration
  const date = closesAt ? eventMoment(closesAt, locale) : ''
  return (
    <section className={`${styles.box} ${styles.registration}`} data-state={state} aria-labelledby="registration-title" data-testid="registration">
      <h2 id="registration-title">{t('title')}</h2>
      <p>
        <strong>{t(state, { date })}</strong>
      </p>
      {state === 'open' && <p>{t('openNote')}</p>}
      {state === 'ended' && event.materials.length > 0 && <p>{t('endedMaterials')}</p>}
    </section>
  )
}
