'use client'
import { useLocale, useTranslations } from 'next-intl'
import NextLink from '@/lib/navigation/Link'
import { useState } from 'react'
import type { TDigitalAttendance } from '@/backend/services/event-registration/attendance'
import { formatDateTime } from '@/lib/format/date'
import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { eventDateRange, eventMoment, eventTimeRange } from '@/lib/contracts/events/schedule'
import { eventRegistrationApi } from '../registration-api'
import styles from './events.module.css'

/** The member's attendance for one event: the window, the server's verdict, and the one button while it is open. */
export function AttendanceView({ initial, detailPath, learner }: { initial: TDigitalAttendance; detailPath: string; learner: boolean }) {
  const t = useTranslations('eventRegistration.attendance')
  const locale = useLocale() as Locale
  const [attendance, setAttendance] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function mark() {
    setBusy(true)
    setError(null)
    const result = await eventRegistrationApi(locale).markAttendance(attendance.eventId)
    setBusy(false)
    if (result.ok && result.data) setAttendance(result.data)
    else {
      setError(result.message)
      const fresh = await eventRegistrationApi(locale).attendance(attendance.eventId)
      if (fresh.ok && fresh.data) setAttendance(fresh.data)
    }
  }

  const success = attendance.state === 'attended'
  return (
    <section className={`${styles.box} ${styles.registration} ${styles.attendance}`} data-state={success ? 'open' : attendance.state} data-testid="attendance">
      <p className={styles.attendanceEvent}>
        <span>{t('event')}</span>
        <strong>{attendance.title}</strong>
        <span>
          {eventDateRange(attendance.startDate, attendance.endDate, locale)}, {eventTimeRange(attendance.startDate, attendance.endDate, locale)}
        </span>
      </p>
      <p>
        {t('window')} {t('windowValue', { opensAt: eventMoment(attendance.window.opensAt, locale), closesAt: eventMoment(attendance.window.closesAt, locale) })}
      </p>
      <p className={styles.notice} role="status" data-state={attendance.state}>
        <strong>{attendance.message}</strong>
        {attendance.attendedAt && <> {t('attendedAt', { date: formatDateTime(attendance.attendedAt, locale) })}</>}
      </p>
      {error && error !== attendance.message && (
        <p role="alert" className={styles.errorText}>
          {error}
        </p>
      )}
      {attendance.state === 'open' && (
        <button type="button" className="btn btn--primary" onClick={mark} disabled={busy} aria-busy={busy}>
          {busy ? t('marking') : t('mark')}
        </button>
      )}
      <p className={styles.small}>{t('note')}</p>
      <p className={styles.registrationLinks}>
        <NextLink href={detailPath}>{attendance.state === 'not-registered' ? t('registerFirst') : t('backToEvent')}</NextLink>
        {learner && <NextLink href={buildPath('/user/activity/event-registration', locale)}>{t('activity')}</NextLink>}
      </p>
    </section>
  )
}
