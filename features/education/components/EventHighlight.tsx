import { useTranslations } from 'next-intl'
import NextLink from '@/lib/navigation/Link'
import type { TSectionHeading } from '@/backend/services/education/get-education-intro'
import type { TEducationEvent } from '@/backend/services/education/list-event-highlight'
import { cardPictureOf } from '@/features/elibrary/components/card-picture'
import { ContentCard } from '@/features/elibrary/components/ContentCard'
import content from '@/features/elibrary/components/content.module.css'
import { formatDate } from '@/lib/format/date'
import type { Locale } from '@/lib/i18n/config'
import { buildPath, localizePermalink } from '@/lib/i18n/resolve-path'
import styles from './education.module.css'

/** #event-highlight: upcoming educational events. Rendered only when there are some (the caller checks). */
export function EventHighlight(props: { heading: TSectionHeading; events: TEducationEvent[]; locale: Locale }) {
  const { heading, events, locale } = props
  const t = useTranslations('education')
  return (
    <section id="event-highlight" className={content.section} aria-labelledby="event-highlight-title">
      <h2 id="event-highlight-title">{heading.title || t('sections.events')}</h2>
      {heading.intro && <p className={content.intro}>{heading.intro}</p>}
      <ul className={styles.events}>
        {events.map((event) => (
          <ContentCard
            key={event.id}
            href={localizePermalink(event.permalink, locale)}
            title={event.title}
            picture={cardPictureOf(event.image)}
            excerpt=""
            topics={[]}
            meta={
              <>
                <time dateTime={event.startDate}>{formatDate(event.startDate, locale)}</time>
                {event.location && <span>{event.location}</span>}
              </>
            }
          />
        ))}
      </ul>
      <p>
        <NextLink href={buildPath('/event', locale)} className="link-arrow">
          {t('events.viewAll')}
        </NextLink>
      </p>
    </section>
  )
}
