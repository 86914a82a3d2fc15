'use client'
import { useLocale, useTranslations } from 'next-intl'
import NextLink from 'next/link'
import { lazy, Suspense, useSyncExternalStore } from 'react'
import type { TFormQuestion } from '@/lib/contracts/events/registration-answers'
import { USER_TYPE_COOKIE } from '@/lib/auth/cookies'
import { readCookie } from '@/lib/auth/read-cookie'
import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import styles from './events.module.css'

function Loading() {
  const t = useTranslations('eventRegistration')
  return <p role="status">{t('form.loading')}</p>
}

// A member's state, form and registration load (with react-query) only for members: a visitor's first visit of an
// event page downloads none of it (docs/decisions/045). Meanwhile it says it is loading, as while the state loads.
// React.lazy, not next/dynamic: the page renders it only in the browser (for a member), and next/dynamic's own code
// would be one more thing every event page downloads.
const MemberRegistration = lazy(() => import('./MemberRegistration').then((module) => ({ default: module.MemberRegistration })))

// The readable user-type cookie says whether a session exists; null while rendering on the server.
const readSignedIn = () => !!readCookie(USER_TYPE_COOKIE)
const subscribeNothing = () => () => {}

type TProps = { eventId: number; slug: string; questions: TFormQuestion[] }

/**
 * The open registration of an event page. The page is cached for everyone, so who is asking is found out
 * here: visitors get a way to sign in and come back (login ?redirect=, stored as redirectLogin), members
 * their own state from GET event/registration, then the form or their registration (MemberRegistration).
 */
export function RegistrationBox({ eventId, slug, questions }: TProps) {
  const locale = useLocale() as Locale
  const t = useTranslations('eventRegistration')
  const signedIn = useSyncExternalStore(subscribeNothing, readSignedIn, () => null)

  if (signedIn === null) return null
  if (signedIn) {
    return (
      <Suspense fallback={<Loading />}>
        <MemberRegistration eventId={eventId} slug={slug} questions={questions} />
      </Suspense>
    )
  }
  const here = buildPath('/event/[id]/[title]', locale, { id: String(eventId), title: slug })
  return (
    <div className={styles.registrationAction}>
      <p>{t('form.signInText')}</p>
      <NextLink className="btn btn--primary" href={`${buildPath('/login', locale)}?redirect=${encodeURIComponent(here)}`}>
        {t('form.signIn')}
      </NextLink>
      <p>
        {t('form.noAccount')} <NextLink href={buildPath('/register', locale)}>{t('form.createAccount')}</NextLink>
      </p>
    </div>
  )
}
