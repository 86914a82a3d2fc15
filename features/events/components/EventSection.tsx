'use client'
import { useLocale, useTranslations } from 'next-intl'
import type { TEventListing } from '@/backend/services/events/list-events'
import { ListingEmpty, LoadMoreList, loadMoreLabelsOf } from '@/components/listing/LoadMoreList'
import { ContentCard } from '@/features/elibrary/components/ContentCard'
import styles from '@/features/elibrary/components/content.module.css'
import { loadCardPage } from '@/features/elibrary/components/load-card-page'
import type { Locale } from '@/lib/i18n/config'
import type { TEventListingParams } from '@/lib/contracts/events/api-params'
import { eventDetailHref, EVENT_SECTION_ANCHORS } from '@/lib/contracts/events/detail-routes'
import { EVENT_LISTING_PATHS, PAGE_SIZE, type TEventWhen } from '@/lib/contracts/events/listing-options'
import type { TEventCard } from './event-cards'
import { EventCardMeta } from './EventCardMeta'

/** Upcoming or past events: the server's first page, then "load more" pages of 6 until a short page. */
export function EventSection(props: { when: TEventWhen; params: TEventListingParams; firstPage: TEventCard[]; totalData: number; busy: boolean }) {
  const { when, params, firstPage, totalData, busy } = props
  const locale = useLocale() as Locale
  const t = useTranslations('events')
  const tResults = useTranslations('events.results')
  const anchor = EVENT_SECTION_ANCHORS[when]
  return (
    <section id={anchor} className={styles.section} aria-labelledby={`${anchor}-title`} data-testid={`events-${when}`}>
      <h2 id={`${anchor}-title`}>{t(`sections.${when}`)}</h2>
      <p className={styles.intro}>{t(`sections.${when}Intro`)}</p>
      <LoadMoreList
        queryKey={['events', when, locale, params]}
        firstPage={firstPage}
        dataShow={PAGE_SIZE}
        load={(paging) =>
          loadCardPage(
            { locale, path: EVENT_LISTING_PATHS[when], params, paging, itemsOf: (body: TEventListing & { success: boolean }) => body.listing },
            () => import('./event-cards').then((cards) => (items) => cards.eventCardsOf(items, locale)),
          )
        }
        busy={busy}
        empty={<ListingEmpty className={styles.empty} title={tResults(when === 'upcoming' ? 'emptyUpcoming' : 'emptyPast')} hint={tResults('emptyHint')} />}
        status={<p className={styles.status}>{tResults('count', { count: totalData })}</p>}
        list={{ as: 'ul', className: styles.grid }}
        renderItem={(event) => (
          <ContentCard
            key={event.id}
            href={eventDetailHref(locale, event)}
            title={event.title}
            picture={event.picture}
            excerpt={event.summary}
            topics={event.topics}
            meta={<EventCardMeta event={event} />}
          />
        )}
        labels={loadMoreLabelsOf(tResults)}
      />
    </section>
  )
}
