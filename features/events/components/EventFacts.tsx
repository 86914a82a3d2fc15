import { getTranslations } from 'next-intl/server'
import type { TEventDetail } from '@/backend/services/events/shapes'
import type { Locale } from '@/lib/i18n/config'
import { eventDateRange, eventTimeRange } from '@/lib/contracts/events/schedule'
import styles from './events.module.css'

/** When (WIB), how and where to attend, and how many seats. */
export async function EventFacts({ event, locale }: { event: TEventDetail; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'events' })
  // After the event a joining link or its promise means nothing; the format row still says it was online.
  const online = event.format !== 'offline' && !event.past
  return (
    <section className={styles.box} aria-labelledby="facts-title">
      <h2 id="facts-title">{t('detail.details')}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('detail.date')}</dt>
          <dd>
            <time dateTime={event.startDate}>{eventDateRange(event.startDate, event.endDate, locale)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('detail.time')}</dt>
          <dd>{eventTimeRange(event.startDate, event.endDate, locale)}</dd>
        </div>
        <div>
          <dt>{t('detail.format')}</dt>
          <dd>{t(`format.${event.format}`)}</dd>
        </div>
        {event.venue && (
          <div>
            <dt>{t('detail.place')}</dt>
            <dd>
              <strong>{event.venue.name}</strong>
              {event.venue.address && `\n${event.venue.address}`}
              {event.venue.city && !event.venue.address.includes(event.venue.city) && `\n${event.venue.city}`}
            </dd>
          </div>
        )}
        {online && (
          <div>
            <dt>{t('detail.online')}</dt>
            <dd>
              {event.onlineUrl ? (
                <a href={event.onlineUrl} target="_blank" rel="noopener noreferrer">
                  {t('detail.joinOnline')} <span className="visually-hidden">{t('detail.newTab')}</span>
                </a>
              ) : (
                t('detail.onlineForParticipants')
              )}
            </dd>
          </div>
        )}
        {event.capacity && (
          <div>
            <dt>{t('detail.capacity')}</dt>
            <dd>{t('detail.capacityValue', { count: event.capacity })}</dd>
          </div>
        )}
      </dl>
    </section>
  )
}
