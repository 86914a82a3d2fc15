import { researchDetailRoute } from '../../../lib/contracts/research/detail-routes'
import { titleSlug } from '../../../lib/format/slug'
import { permalinkOf } from '../../../lib/i18n/permalink'
import type { Research } from '../../payload-types'
import { imageOf } from '../../services/shapes'
import { richTextToPlain, squash } from '../plain-text'
import { searchSource } from '../types'
import { idsOf } from './shared'

export const research = searchSource<Research>({
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
