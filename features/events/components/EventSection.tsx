'use client'
import { useLocale, useTranslations } from 'next-intl'
import type { TEventListingItem } from '@/backend/services/events/shapes'
import { ContentCard } from '@/features/elibrary/components/ContentCard'
import styles from '@/features/elibrary/components/content.module.css'
import { LoadMoreFooter } from '@/components/listing/LoadMoreFooter'
import type { Locale } from '@/lib/i18n/config'
import { useLoadMore } from '@/lib/paging/use-load-more'
import type { TEventListingParams } from '../api-params'
import { PAGE_SIZE, type TEventWhen } from '../listing-options'
import { eventDetailHref, EVENT_SECTION_ANCHORS } from '../detail-routes'
import { loadEventsPage } from '../load-events-page'
import { EventCardMeta } from './EventCardMeta'

/** Upcoming or past events: the server's first page, then "load more" pages of 6 until a short page. */
export function EventSection(props: { when: TEventWhen; params: TEventListingParams; firstPage: TEventListingItem[]; totalData: number; busy: boolean }) {
  const { when, params, firstPage, totalData, busy } = props
  const locale = useLocale() as Locale
  const t = useTranslations('events')
  const anchor = EVENT_SECTION_ANCHORS[when]
  const list = useLoadMore({
    queryKey: ['events', when, locale, params],
    firstPage,
    dataShow: PAGE_SIZE,
    load: (paging) => loadEventsPage(locale, when, params, paging),
  })
  return (
    <section id={anchor} className={styles.section} aria-labelledby={`${anchor}-title`} data-testid={`events-${when}`}>
      <h2 id={`${anchor}-title`}>{t(`sections.${when}`)}</h2>
      <p className={styles.intro}>{t(`sections.${when}Intro`)}</p>
      {list.items.length === 0 ? (
        <div className={styles.empty}>
          <p>
            <strong>{t(when === 'upcoming' ? 'results.emptyUpcoming' : 'results.emptyPast')}</strong>
          </p>
          <p>{t('results.emptyHint')}</p>
        </div>
      ) : (
        <>
          <p className={styles.status}>{t('results.count', { count: totalData })}</p>
          <ul className={styles.grid} aria-busy={busy}>
            {list.items.map((event) => (
              <ContentCard
                key={event.id}
                href={eventDetailHref(locale, event)}
                title={event.title}
                image={event.image}
                excerpt={event.summary}
                topics={event.topics}
                meta={<EventCardMeta event={event} locale={locale} />}
              />
            ))}
          </ul>
          <LoadMoreFooter
            endPage={list.endPage}
            loadingMore={list.loadingMore}
            failed={list.failed}
            onLoadMore={list.loadMore}
            labels={{
              loadMore: t('results.loadMore'),
              loadingMore: t('results.loadingMore'),
              end: t('results.end'),
              error: t('results.error'),
              retry: t('results.retry'),
            }}
          />
        </>
      )}
    </section>
  )
}
