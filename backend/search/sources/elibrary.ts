import { ELIBRARY_DETAIL_ROUTES } from '../../../lib/contracts/elibrary/detail-routes'
import { titleSlug } from '../../../lib/format/slug'
import { permalinkOf } from '../../../lib/i18n/permalink'
import { segmentOfKind } from '../../../lib/contracts/elibrary/kinds'
import type { ElibraryItem } from '../../payload-types'
import { imageOf } from '../../services/shapes'
import { richTextToPlain, squash } from '../plain-text'
import { searchSource } from '../types'
import { idsOf } from './shared'

export const elibrary = searchSource<ElibraryItem>({
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
