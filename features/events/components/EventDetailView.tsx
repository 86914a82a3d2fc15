import { getTranslations } from 'next-intl/server'
import { Image } from '@/components/ui/Image'
import NextLink from '@/lib/navigation/Link'
import type { TEventDetail } from '@/backend/services/events/shapes'
import content from '@/features/elibrary/components/content.module.css'
import { RichTextBody } from '@/features/elibrary/components/RichTextBody'
import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { EVENT_SECTION_ANCHORS } from '@/lib/contracts/events/detail-routes'
import { EventFacts } from './EventFacts'
import { EventMaterials } from './EventMaterials'
import { EventRegistrationPanel } from './EventRegistrationPanel'
import { EventSpeakers } from './EventSpeakers'
import styles from './events.module.css'

export async function EventDetailView({ event, locale }: { event: TEventDetail; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'events' })
  const anchor = EVENT_SECTION_ANCHORS[event.past ? 'past' : 'upcoming']
  return (
    <article className={`container ${content.page} ${styles.detail}`} data-past={event.past}>
      <p>
        <NextLink href={`${buildPath('/event', locale)}#${anchor}`} className="link-arrow">
          {t('detail.back')}
        </NextLink>
      </p>
      <div className={content.meta}>
        <span className="badge">{t(`format.${event.format}`)}</span>
        {event.eventStatus !== 'scheduled' && <span className={`badge ${styles.badgeAlert}`}>{t(`status.${event.eventStatus}`)}</span>}
        {event.past && <span className="badge">{t('results.ended')}</span>}
      </div>
      <h1>{event.title}</h1>
      {event.summary && <p className={content.intro}>{event.summary}</p>}
      {event.topics.length > 0 && (
        <ul className={content.topics} aria-label={t('detail.topics')}>
          {event.topics.map((topic) => (
            <li key={topic.id}>{topic.title}</li>
          ))}
        </ul>
      )}
      <div className={styles.layout}>
        {/* First in the document so narrow screens show when, where and registration before the programme. */}
        <aside className={styles.aside} aria-label={t('detail.details')}>
          <EventRegistrationPanel event={event} locale={locale} />
          <EventFacts event={event} locale={locale} />
        </aside>
        <div className={styles.main}>
          {event.image && (
            <Image
              className={content.detailCover}
              src={event.image.url}
              alt={event.image.alt}
              width={event.image.width ?? 640}
              height={event.image.height ?? 360}
              sizes="(max-width: 1023px) 100vw, 740px"
              priority
            />
          )}
          {event.body && (
            <section className={content.section} aria-labelledby="about-title">
              <h2 id="about-title">{t('detail.about')}</h2>
              <RichTextBody data={event.body} />
            </section>
          )}
          <EventSpeakers speakers={event.speakers} locale={locale} />
          <EventMaterials event={event} locale={locale} />
        </div>
      </div>
    </article>
  )
}
