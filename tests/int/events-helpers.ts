import type { RequiredDataFromCollectionSlug } from 'payload'
import { getTestPayload } from './setup/payload'

type TEventData = RequiredDataFromCollectionSlug<'events'>

const MINUTE = 60_000
export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString()
export const daysFromNow = (days: number) => minutesFromNow(days * 24 * 60)

export type TEventFixture = Partial<TEventData> & { title: string; titleEn?: string; startDate: string; endDate: string }

/** A published event (unless `_status: 'draft'`), written in Indonesian then translated when titleEn is given. */
export async function createEvent(fixture: TEventFixture): Promise<number> {
  const payload = await getTestPayload()
  const { titleEn, ...data } = fixture
  const draft = data._status === 'draft'
  const doc = await payload.create({
    collection: 'events',
    locale: 'id',
    draft,
    data: {
      _status: 'published',
      format: 'online',
      eventStatus: 'scheduled',
      startDate_tz: 'Asia/Jakarta',
      endDate_tz: 'Asia/Jakarta',
      ...data,
    },
  })
  if (titleEn) {
    await payload.update({
      collection: 'events',
      id: doc.id,
      locale: 'en',
      draft,
      data: {
        title: titleEn,
        ...(doc.speakers && { speakers: doc.speakers.map((row) => ({ ...row, position: `EN ${row.position ?? ''}` })) }),
        ...(doc.materials && { materials: doc.materials.map((row) => ({ ...row, title: `EN ${row.title}` })) }),
      },
    })
  }
  return doc.id
}

export async function createEventTopic(title: string): Promise<number> {
  const payload = await getTestPayload()
  const doc = await payload.create({ collection: 'topics', locale: 'id', data: { title, areas: ['event'] } })
  await payload.update({ collection: 'topics', id: doc.id, locale: 'en', data: { title: `EN ${title}` } })
  return doc.id
}
