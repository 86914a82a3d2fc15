import { titleSlug } from '../../../lib/format/slug'
import type { Research } from '../../payload-types'
import { imageOf, topicRefs, type TImage, type TRichText, type TTopicRef } from '../shapes'

/** Spec section 3 listing item: module research, type complete or on-going. */
export type TResearchListingItem = {
  id: number
  title: string
  slug: string
  module: 'research'
  type: Research['progress']
  year: number
  excerpt: string
  topics: TTopicRef[]
  image: TImage | null
  chapterCount: number
}

export type TChapterRef = { id: string; title: string; slug: string }

export type TResearchDetail = TResearchListingItem & { body: TRichText | null; chapters: TChapterRef[] }

export function chapterRefs(doc: Research): TChapterRef[] {
  return (doc.chapters ?? []).flatMap((chapter) =>
    chapter.id ? [{ id: chapter.id, title: chapter.title, slug: titleSlug(chapter.title) }] : [],
  )
}

export function toResearchListingItem(doc: Research): TResearchListingItem {
  return {
    id: doc.id,
    title: doc.title,
    slug: titleSlug(doc.title),
    module: 'research',
    type: doc.progress,
    year: doc.year,
    excerpt: doc.excerpt ?? '',
    topics: topicRefs(doc.topics),
    image: imageOf(doc.cover),
    chapterCount: doc.chapters?.length ?? 0,
  }
}
