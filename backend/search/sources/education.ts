import { programPermalink } from '../../../lib/contracts/education/detail-routes'
import { titleSlug } from '../../../lib/format/slug'
import type { EducationProgram } from '../../payload-types'
import { imageOf } from '../../services/shapes'
import { richTextToPlain, squash } from '../plain-text'
import { searchSource } from '../types'
import { idsOf } from './shared'

export const education = searchSource<EducationProgram>({
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
