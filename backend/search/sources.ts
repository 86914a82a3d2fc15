import { programPermalink } from '../../features/education/detail-routes'
import { ELIBRARY_DETAIL_ROUTES } from '../../features/elibrary/detail-routes'
import { EVENT_DETAIL_ROUTE } from '../../features/events/detail-routes'
import { researchDetailRoute } from '../../features/research/detail-routes'
import { titleSlug } from '../../lib/format/slug'
import { permalinkOf } from '../../lib/i18n/permalink'
import { segmentOfKind } from '../collections/ELibraryTypes/kinds'
import type { EducationProgram, ElibraryItem, Event, Research } from '../payload-types'
import { imageOf } from '../services/elibrary/shapes'
import { richTextToPlain, squash } from './plain-text'
import { searchSource, type TSearchSource } from './types'

const idsOf = (values: (number | { id: number })[] | null | undefined) =>
  (values ?? []).map((value) => (typeof value === 'number' ? value : value.id))

const elibrary = searchSource<ElibraryItem>({
  collection: 'elibrary-items',
  module: 'elibrary',
  hasDrafts: true,
  toEntry: (doc) => {
    const type = typeof doc.type === 'object' ? doc.type : null
    const route = ELIBRARY_DETAIL_ROUTES[segmentOfKind(type?.kind)]
    return {
      title: doc.title,
      text: squash(`${doc.excerpt ?? ''} ${richTextToPlain(doc.body)}`),
      permalink: permalinkOf(route, { id: doc.id, title: titleSlug(doc.title) }),
      kind: type?.kind ?? null,
      kindLabel: type?.title ?? null,
      topics: idsOf(doc.topics),
      year: doc.year ?? null,
      date: doc.publishedDate,
      sortDate: doc.publishedDate,
      imageUrl: imageOf(doc.cover)?.url ?? null,
    }
  },
})

const research = searchSource<Research>({
  collection: 'research',
  module: 'research',
  hasDrafts: true,
  toEntry: (doc) => ({
    title: doc.title,
    text: squash(
      [doc.excerpt ?? '', richTextToPlain(doc.body), ...(doc.chapters ?? []).map((chapter) => chapter.title)].join(' '),
    ),
    permalink: permalinkOf(researchDetailRoute(doc.progress), { id: doc.id, title: titleSlug(doc.title) }),
    kind: doc.progress,
    topics: idsOf(doc.topics),
    year: doc.year,
    date: null,
    sortDate: new Date(Date.UTC(doc.year, 0, 1)).toISOString(),
    imageUrl: imageOf(doc.cover)?.url ?? null,
  }),
})

const education = searchSource<EducationProgram>({
  collection: 'education-programs',
  module: 'education',
  hasDrafts: true,
  toEntry: (doc) => ({
    title: doc.title,
    text: squash(`${doc.summary ?? ''} ${doc.audience ?? ''} ${richTextToPlain(doc.body)}`),
    permalink: programPermalink({ id: doc.id, slug: titleSlug(doc.title) }),
    kind: doc.kind,
    topics: idsOf(doc.topics),
    sortDate: doc.createdAt,
    imageUrl: imageOf(doc.cover)?.url ?? null,
  }),
})

const events = searchSource<Event>({
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

/** Every collection the site-wide search covers. A new public area adds its source here and `syncSearch` to its hooks. */
export const SEARCH_SOURCES: TSearchSource[] = [elibrary, research, education, events]

export function searchSourceOf(collection: string): TSearchSource | undefined {
  return SEARCH_SOURCES.find((source) => source.collection === collection)
}
