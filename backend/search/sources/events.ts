import { EVENT_DETAIL_ROUTE } from '../../../lib/contracts/events/detail-routes'
import { titleSlug } from '../../../lib/format/slug'
import { permalinkOf } from '../../../lib/i18n/permalink'
import type { Event } from '../../payload-types'
import { imageOf } from '../../services/shapes'
import { richTextToPlain, squash } from '../plain-text'
import { searchSource } from '../types'
import { idsOf } from './shared'

export const events = searchSource<Event>({
  collection: 'events',
  module: 'event',
  hasDrafts: true,
  toEntry: (doc) => ({
    title: doc.title,
    text: squash(
      [doc.summary ?? '', doc.venue?.name ?? '', doc.venue?.city ?? '', ...(doc.speakers ?? []).map((speaker) => speaker.name), richTextToPlain(doc.body)].join(' '),
    ),
    permalink: permalinkOf(EVENT_DETAIL_ROUTE, { id: doc.id, title: titleSlug(doc.title) }),
    kind: doc.format,
    topics: idsOf(doc.topics),
    year: doc.year ?? null,
    date: doc.startDate,
    sortDate: doc.startDate,
    imageUrl: imageOf(doc.cover)?.url ?? null,
  }),
})
