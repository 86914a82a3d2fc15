import { getTranslations } from 'next-intl/server'
import NextLink from '@/lib/navigation/Link'
import type { TEventActivityItem } from '@/backend/services/event-registration/list-event-activity'
import { memberPage } from '@/features/account/member-page'
import { memberApi } from '@/features/account/member-queries'
import { dataOf, type TApiEnvelope } from '@/lib/api/client'
import { formatDateTime } from '@/lib/format/date'
import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { eventDateRange, eventTimeRange } from '@/lib/contracts/events/schedule'
import styles from './components/activity.module.css'

async function fetchEventActivity(locale: Locale): Promise<TEventActivityItem[] | null> {
  return dataOf(await (await memberApi(locale)).get<TApiEnvelope<TEventActivityItem[]>>('/user/activity/event'))
}

async function EventActivityList({ locale }: { locale: Locale }) {
  const [t, tEvents, items] = await Promise.all([
    getTranslations({ locale, namespace: 'eventRegistration.activity' }),
    getTranslations({ locale, namespace: 'events' }),
    fetchEventActivity(locale),
  ])
  if (!items) return <p role="alert">{t('loadError')}</p>
  if (items.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{t('empty')}</p>
        <NextLink className="btn btn--primary" href={buildPath('/event', locale)}>
          {t('browse')}
        </NextLink>
      </div>
    )
  }
  return (
    <ul className={styles.list} data-testid="event-activity">
      {items.map((item) => (
        <li key={item.registrationId} className={styles.item} data-status={item.status}>
          <div className={styles.badges}>
            <span className={`badge ${styles.status}`} data-status={item.status}>
              {t(`status.${item.status}`)}
            </span>
            <span className="badge">{tEvents(`format.${item.format}`)}</span>
            {item.past && <span className="badge">{t('ended')}</span>}
          </div>
          <h2 className={styles.title}>
            <NextLink href={item.detailPath}>{item.title}</NextLink>
          </h2>
          <p className={styles.when}>
            {eventDateRange(item.startDate, item.endDate, locale)}, {eventTimeRange(item.startDate, item.endDate, locale)}
          </p>
          <p className={styles.meta}>
            {item.attendedAt ? t('attendedOn', { date: formatDateTime(item.attendedAt, locale) }) : t('registeredOn', { date: formatDateTime(item.registeredAt, locale) })}
          </p>
          <p className={styles.links}>
            <NextLink href={item.detailPath}>{t('view')}</NextLink>
            {item.status === 'registered' && item.attendanceWindow === 'open' && (
              <NextLink className="btn btn--primary btn--small" href={item.attendancePath}>
                {t('markAttendance')}
              </NextLink>
            )}
            {item.status === 'registered' && item.attendanceWindow === 'not-open' && <span className={styles.meta}>{t('attendanceOpens')}</span>}
          </p>
        </li>
      ))}
    </ul>
  )
}

/** /user/activity/event-registration: the member's event registrations with their status (GET user/activity/event). */
export const eventActivityPage = memberPage('/user/activity/event-registration', ({ locale }) => <EventActivityList locale={locale} />)
