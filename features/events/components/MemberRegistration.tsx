'use client'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { readCookie } from '@/lib/auth/read-cookie'
import { useLocale, useTranslations } from 'next-intl'
import dynamic from 'next/dynamic'
import NextLink from '@/lib/navigation/Link'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { TFormQuestion } from '@/lib/contracts/events/registration-answers'
import { eventRegistrationApi } from '../registration-api'
import { USER_TYPE_COOKIE } from '@/lib/auth/cookies'
import { formatDateTime } from '@/lib/format/date'
import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import styles from './events.module.css'
import { cachedLoader } from '@/components/i18n/cached-loader'
import { LazyMessages } from '@/components/i18n/LazyMessages'
import { withQueryClient } from '@/components/providers/QueryProvider'

// The form (with its validation library) loads only when a signed-in member opens it; visitors never need it.
const RegistrationForm = dynamic(() => import('./RegistrationForm').then((module) => module.RegistrationForm), { ssr: false })

type TProps = { eventId: number; slug: string; questions: TFormQuestion[] }

/**
 * A signed-in member's part of the registration box (RegistrationBox): their own state from GET
 * event/registration, then the form or their registration. Loaded only for members, with react-query.
 */
function MemberRegistrationContent({ eventId, slug, questions }: TProps) {
  const locale = useLocale() as Locale
  const t = useTranslations('eventRegistration')
  const [justRegistered, setJustRegistered] = useState<string | null>(null)
  const queryClient = useQueryClient()
  const queryKey = ['event-registration', eventId, locale]
  const status = useQuery({
    queryKey,
    queryFn: async () => {
      const result = await eventRegistrationApi(locale).status(eventId)
      if (!result.ok || !result.data) throw new Error(result.message || 'Failed')
      return result.data
    },
  })
  // The form gives way to the registration: focus moves to its heading, not back to the top of the page.
  const registeredHeading = useRef<HTMLHeadingElement>(null)
  const registered = !!status.data?.registered
  useEffect(() => {
    if (justRegistered && registered) registeredHeading.current?.focus()
  }, [justRegistered, registered])

  if (status.isPending) return <p role="status">{t('form.loading')}</p>
  if (status.isError) {
    return (
      <p role="alert">
        {t('form.loadError')}{' '}
        <button type="button" className="btn btn--ghost" onClick={() => status.refetch()}>
          {t('form.retry')}
        </button>
      </p>
    )
  }
  const data = status.data
  if (data.registered) {
    const attendance = buildPath('/event/attendance/[id]/[title]', locale, { id: String(eventId), title: slug })
    return (
      <div className={styles.registrationAction} data-testid="registered">
        {justRegistered && (
          <p className={styles.notice} role="status">
            {justRegistered}
          </p>
        )}
        <h3 ref={registeredHeading} tabIndex={-1}>
          {t('registered.title')}
        </h3>
        <p>{t('registered.text', { date: formatDateTime(data.registeredAt ?? '', locale) })}</p>
        {data.attended && <p>{t('registered.attended')}</p>}
        <p className={styles.registrationLinks}>
          <NextLink className="btn btn--primary" href={attendance}>
            {t('registered.attendance')}
          </NextLink>
          {/* The activity pages are the learner's (spec section 6). */}
          {readCookie(USER_TYPE_COOKIE) === 'learner' && (
            <NextLink href={buildPath('/user/activity/event-registration', locale)}>{t('registered.activity')}</NextLink>
          )}
        </p>
      </div>
    )
  }
  return (
    <div className={styles.registrationAction}>
      {data.seatsLeft !== null && <p>{data.seatsLeft > 0 ? t('form.seatsLeft', { count: data.seatsLeft }) : <strong>{t('form.full')}</strong>}</p>}
      {data.seatsLeft !== 0 && (
        <RegistrationForm
          eventId={eventId}
          questions={questions}
          onRegistered={(message) => {
            setJustRegistered(message)
            void queryClient.invalidateQueries({ queryKey })
          }}
        />
      )}
    </div>
  )
}

/** Brings its own react-query provider: the root layout has none (docs/decisions/045). */
const MemberRegistrationWithClient = withQueryClient(MemberRegistrationContent)

// The event page has no next-intl provider (its visitors' part gets its texts from the server), so the member's part
// brings its texts and the translation runtime with it (docs/decisions/045).
const files: Record<Locale, () => Promise<Record<string, unknown>>[]> = {
  id: () => [import('@/messages/id/eventRegistration.json'), import('@/messages/id/account.json')],
  en: () => [import('@/messages/en/eventRegistration.json'), import('@/messages/en/account.json')],
}
const loadRegistrationMessages = cachedLoader(async (locale) => {
  const [eventRegistration, account] = await Promise.all(files[locale]())
  return { eventRegistration: (eventRegistration as { default: unknown }).default, account: (account as { default: unknown }).default }
})

/** `loading` is shown until its texts are here, as while the member's state loads. */
export function MemberRegistration({ loading, ...props }: TProps & { loading: ReactNode }) {
  return (
    <LazyMessages load={loadRegistrationMessages} fallback={loading}>
      <MemberRegistrationWithClient {...props} />
    </LazyMessages>
  )
}
