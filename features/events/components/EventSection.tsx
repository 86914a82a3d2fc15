'use client'
import type { TEventListing } from '@/backend/services/events/list-events'
import type { TLoadMoreLabels } from '@/components/listing/LoadMoreFooter'
import { ListingEmpty, LoadMoreList } from '@/components/listing/LoadMoreList'
import { ContentCard } from '@/features/elibrary/components/ContentCard'
import styles from '@/features/elibrary/components/content.module.css'
import { loadCardPage } from '@/features/elibrary/components/load-card-page'
import type { Locale } from '@/lib/i18n/config'
import type { TEventListingParams } from '@/lib/contracts/events/api-params'
import { eventDetailHref, EVENT_SECTION_ANCHORS } from '@/lib/contracts/events/detail-routes'
import { EVENT_LISTING_PATHS, PAGE_SIZE, type TEventWhen } from '@/lib/contracts/events/listing-options'
import type { TEventCardLabels } from './event-card-labels'
import type { TEventCard } from './event-cards'
import { EventCardMeta } from './EventCardMeta'

/** A section's words for one filter state, written by the server (features/events/listing-page.tsx). */
export type TEventSectionTexts = { title: string; intro: string; count: string; empty: string; emptyHint: string }

/** Upcoming or past events: the server's first page, then "load more" pages of 6 until a short page. */
export function EventSection(props: {
  when: TEventWhen
  locale: Locale
  params: TEventListingParams
  firstPage: TEventCard[]
  texts: TEventSectionTexts
  labels: TLoadMoreLabels
  cardLabels: TEventCardLabels
  busy: boolean
}) {
  const { when, locale, params, firstPage, texts, labels, cardLabels, busy } = props
  const anchor = EVENT_SECTION_ANCHORS[when]
  return (
    <section id={anchor} className={styles.section} aria-labelledby={`${anchor}-title`} data-testid={`events-${when}`}>
      <h2 id={`${anchor}-title`}>{texts.title}</h2>
      <p className={styles.intro}>{texts.intro}</p>
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
        empty={<ListingEmpty className={styles.empty} title={texts.empty} hint={texts.emptyHint} />}
        status={<p className={styles.status}>{texts.count}</p>}
        list={{ as: 'ul', className: styles.grid }}
        renderItem={(event) => (
          <ContentCard
            key={event.id}
            href={eventDetailHref(locale, event)}
            title={event.title}
            picture={event.picture}
            excerpt={event.summary}
            topics={event.topics}
            meta={<EventCardMeta event={event} labels={cardLabels} />}
          />
        )}
        labels={labels}
      />
    </section>
  )
}
