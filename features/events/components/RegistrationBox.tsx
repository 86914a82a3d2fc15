'use client'
import NextLink from '@/lib/navigation/Link'
import { lazy, Suspense, useSyncExternalStore } from 'react'
import type { TFormQuestion } from '@/lib/contracts/events/registration-answers'
import { USER_TYPE_COOKIE } from '@/lib/auth/cookies'
import { readCookie } from '@/lib/auth/read-cookie'
import styles from './events.module.css'


// A member's state, form and registration load (with react-query) only for members: a visitor's first visit of an
// event page downloads none of it (docs/decisions/045). Meanwhile it says it is loading, as while the state loads.
// React.lazy, not next/dynamic: the page renders it only in the browser (for a member), and next/dynamic's own code
// would be one more thing every event page downloads.
const MemberRegistration = lazy(() => import('./MemberRegistration').then((module) => ({ default: module.MemberRegistration })))

// The readable user-type cookie says whether a session exists; null while rendering on the server.
const readSignedIn = () => !!readCookie(USER_TYPE_COOKIE)
const subscribeNothing = () => () => {}

/** The box's texts and links for visitors, made on the server (EventRegistrationPanel): no next-intl here. */
export type TRegistrationBoxLabels = {
  loading: string
  signInText: string
  signIn: string
  noAccount: string
  createAccount: string
  /** The login page, sending the visitor back to this event afterwards. */
  loginHref: string
  registerHref: string
}

type TProps = { eventId: number; slug: string; questions: TFormQuestion[]; labels: TRegistrationBoxLabels }

/**
 * The open registration of an event page. The page is cached for everyone, so who is asking is found out
 * here: visitors get a way to sign in and come back (login ?redirect=, stored as redirectLogin), members
 * their own state from GET event/registration, then the form or their registration (MemberRegistration).
 */
export function RegistrationBox({ eventId, slug, questions, labels }: TProps) {
  const signedIn = useSyncExternalStore(subscribeNothing, readSignedIn, () => null)

  if (signedIn === null) return null
  if (signedIn) {
    const loading = <p role="status">{labels.loading}</p>
    return (
      <Suspense fallback={loading}>
        <MemberRegistration eventId={eventId} slug={slug} questions={questions} loading={loading} />
      </Suspense>
    )
  }
  return (
    <div className={styles.registrationAction}>
      <p>{labels.signInText}</p>
      <NextLink className="btn btn--primary" href={labels.loginHref}>
        {labels.signIn}
      </NextLink>
      <p>
        {labels.noAccount} <NextLink href={labels.registerHref}>{labels.createAccount}</NextLink>
      </p>
    </div>
  )
}
