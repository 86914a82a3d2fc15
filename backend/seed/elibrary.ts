import type { Payload, PayloadRequest } from 'payload'
import { ELIBRARY_ITEMS_A, type TELibraryItemSeed } from './elibrary-items-a'
import { ELIBRARY_ITEMS_B } from './elibrary-items-b'
import { ELIBRARY_TYPES } from './elibrary-taxonomy'
import { paragraphs } from './rich-text'
import { seedCover, seedLibraryFile } from './seed-files'
import type { TTopicIds } from './topics'

async function seedTypes(payload: Payload, req: PayloadRequest): Promise<Map<string, number>> {
  const byKind = new Map<string, number>()
  for (const [order, type] of ELIBRARY_TYPES.entries()) {
    await payload.create({
      collection: 'elibrary-types',
      locale: 'id',
      data: { id: type.id, kind: type.kind, title: type.title.id, order },
      overrideAccess: true,
      req,
    })
    await payload.update({ collection: 'elibrary-types', id: type.id, locale: 'en', data: { title: type.title.en }, overrideAccess: true, req })
    byKind.set(type.kind, type.id)
  }
  return byKind
}

async function mediaFor(payload: Payload, req: PayloadRequest, item: TELibraryItemSeed, index: number) {
  const name = `elibrary-${index + 1}`
  return {
    audio: item.audio ? await seedLibraryFile(payload, req, 'audio', `${name}.wav`, item.title.en) : undefined,
    file: item.file ? await seedLibraryFile(payload, req, 'pdf', `${name}.pdf`, item.title.en) : undefined,
  }
}

/** The e-library types (fixed ids) and 22 published items over 7 years, in Indonesian and English. */
export async function seedELibrary(payload: Payload, req: PayloadRequest, topicIds: TTopicIds): Promise<void> {
  const typeIds = await seedTypes(payload, req)
  const covers = [
    await seedCover(payload, req, 0, 'E-Library', { id: 'Sampul E-Library biru tua', en: 'Dark blue E-Library cover' }),
    await seedCover(payload, req, 1, 'E-Library', { id: 'Sampul E-Library biru laut', en: 'Teal E-Library cover' }),
    await seedCover(payload, req, 2, 'E-Library', { id: 'Sampul E-Library cokelat', en: 'Brown E-Library cover' }),
  ]
  const items = [...ELIBRARY_ITEMS_A, ...ELIBRARY_ITEMS_B]
  for (const [index, item] of items.entries()) {
    const doc = await payload.create({
      collection: 'elibrary-items',
      locale: 'id',
      data: {
        _status: 'published',
        title: item.title.id,
        excerpt: item.excerpt.id,
        body: paragraphs(item.body.id),
        type: typeIds.get(item.kind)!,
        topics: item.topics.map((key) => topicIds[key]),
        publishedDate: new Date(`${item.date}T03:00:00.000Z`).toISOString(),
        cover: covers[index % covers.length],
        videoUrl: item.videoUrl,
        externalUrl: item.externalUrl,
        featured: !!item.featured,
        highlight: !!item.highlight,
        ...(await mediaFor(payload, req, item, index)),
      },
      overrideAccess: true,
      req,
    })
    await payload.update({
      collection: 'elibrary-items',
      id: doc.id,
      locale: 'en',
      data: { _status: 'published', title: item.title.en, excerpt: item.excerpt.en, body: paragraphs(item.body.en) },
      overrideAccess: true,
      req,
    })
  }
}
