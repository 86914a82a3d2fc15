import { POLICY_KEY_OF } from '../../../lib/contracts/legal'
import type { CopNewsletter, Faq, PolicyPage, ProjectDocument } from '../../payload-types'
import { imageOf } from '../../services/shapes'
import { richTextToPlain, squash } from '../plain-text'
import { searchSource } from '../types'

/** A question opens in place on the FAQ page: its category tab, then its answer by anchor. */
export const faqs = searchSource<Faq>({
  collection: 'faqs',
  module: 'faq',
  hasDrafts: true,
  toEntry: (doc) => {
    const category = typeof doc.category === 'object' ? doc.category : null
    return {
      title: doc.question,
      text: richTextToPlain(doc.answer),
      permalink: `/faq${category ? `?category=${encodeURIComponent(category.slug)}` : ''}#faq-${doc.id}`,
      kindLabel: category?.title ?? null,
      sortDate: doc.updatedAt,
    }
  },
})

const ROUTE_OF_POLICY = Object.fromEntries(Object.entries(POLICY_KEY_OF).map(([route, key]) => [key, route]))

export const policies = searchSource<PolicyPage>({
  collection: 'policy-pages',
  module: 'policy',
  hasDrafts: true,
  toEntry: (doc) => {
    const route = ROUTE_OF_POLICY[doc.key]
    if (!route) return null
    return {
      title: doc.title,
      text: squash(`${doc.summary ?? ''} ${richTextToPlain(doc.body)}`),
      permalink: route,
      date: doc.lastUpdated,
      sortDate: doc.lastUpdated,
    }
  },
})

/** Templates and worked examples are cards on /template and /example, found by their anchor. */
export const projectDocuments = searchSource<ProjectDocument>({
  collection: 'project-documents',
  module: 'document',
  hasDrafts: true,
  toEntry: (doc) => ({
    title: doc.title,
    text: squash(`${doc.summary} ${doc.sector ?? ''} ${richTextToPlain(doc.body)}`),
    permalink: `/${doc.kind}#doc-${doc.id}`,
    kind: doc.kind,
    date: doc.documentDate,
    sortDate: doc.documentDate,
  }),
})

export const newsletters = searchSource<CopNewsletter>({
  collection: 'cop-newsletters',
  module: 'newsletter',
  hasDrafts: true,
  toEntry: (doc) => ({
    title: doc.title,
    text: doc.summary ?? '',
    permalink: '/outreach/cop#newsletter',
    date: doc.issueDate,
    sortDate: doc.issueDate,
    year: new Date(doc.issueDate).getUTCFullYear(),
    imageUrl: imageOf(doc.cover)?.url ?? null,
  }),
})
