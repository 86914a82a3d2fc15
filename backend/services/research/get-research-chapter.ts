import type { Payload } from 'payload'
import { titleSlug } from '../../../lib/format/slug'
import type { Locale } from '../../../lib/i18n/config'
import type { TRichText } from '../shapes'
import { chapterRefs, toResearchListingItem, type TChapterRef, type TResearchListingItem } from './shapes'

export type TResearchChapter = TChapterRef & {
  number: number
  body: TRichText | null
  research: TResearchListingItem
  previous: TChapterRef | null
  next: TChapterRef | null
}

/** A chapter of a published research, with its research and its neighbours; null when none has that id. */
export async function getResearchChapter(payload: Payload, id: string, locale: Locale): Promise<TResearchChapter | null> {
  // Payload cannot query array row ids, so find the owner among published research by its chapter ids.
  const owners = await payload.find({
    collection: 'research',
    where: { _status: { equals: 'published' } },
    select: { chapters: { title: true } },
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  const ownerId = owners.docs.find((doc) => doc.chapters?.some((chapter) => chapter.id === id))?.id
  if (ownerId === undefined) return null
  const found = await payload.find({
    collection: 'research',
    where: { and: [{ id: { equals: ownerId } }, { _status: { equals: 'published' } }] },
    limit: 1,
    depth: 1,
    locale,
    overrideAccess: false,
  })
  const doc = found.docs[0]
  const index = doc?.chapters?.findIndex((chapter) => chapter.id === id) ?? -1
  if (!doc || index < 0) return null
  const chapter = doc.chapters![index]
  const refs = chapterRefs(doc)
  return {
    id,
    number: index + 1,
    title: chapter.title,
    slug: titleSlug(chapter.title),
    body: chapter.body ?? null,
    research: toResearchListingItem(doc),
    previous: refs[index - 1] ?? null,
    next: refs[index + 1] ?? null,
  }
}
