import { getTranslations } from 'next-intl/server'
import type { TEventDetail } from '@/backend/services/events/shapes'
import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { eventMoment } from '@/lib/contracts/events/schedule'
import { RegistrationBox, type TRegistrationBoxLabels } from './RegistrationBox'
import styles from './events.module.css'

/**
 * Whether registration is open and until when (WIB); while open, the form (or the member's registration)
 * is filled in by the browser, since this page is cached for everyone.
 */
export async function EventRegistrationPanel({ event, locale }: { event: TEventDetail; locale: Locale }) {
  const [t, tForm] = await Promise.all([
    getTranslations({ locale, namespace: 'events.registration' }),
    getTranslations({ locale, namespace: 'eventRegistration.form' }),
  ])
  const { state, closesAt } = event.registration
  const date = closesAt ? eventMoment(closesAt, locale) : ''
  return (
    <section className={`${styles.box} ${styles.registration}`} data-state={state} aria-labelledby="registration-title" data-testid="registration">
      <h2 id="registration-title">{t('title')}</h2>
      <p>
        <strong>{t(state, { date })}</strong>
      </p>
      {state === 'open' && <RegistrationBox eventId={event.id} slug={event.slug} questions={event.registrationForm} labels={boxLabels(tForm, event, locale)} />}
      {state === 'ended' && event.materials.length > 0 && <p>{t('endedMaterials')}</p>}
    </section>
  )
}

function boxLabels(t: (key: 'loading' | 'signInText' | 'signIn' | 'noAccount' | 'createAccount') => string, event: TEventDetail, locale: Locale): TRegistrationBoxLabels {
  const here = buildPath('/event/[id]/[title]', locale, { id: String(event.id), title: event.slug })
  return {
    loading: t('loading'),
    signInText: t('signInText'),
    signIn: t('signIn'),
    noAccount: t('noAccount'),
    createAccount: t('createAccount'),
    loginHref: `${buildPath('/login', locale)}?redirect=${encodeURIComponent(here)}`,
    registerHref: buildPath('/register', locale),
  }
}
