import type { Payload, PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'
import { WIB_TIMEZONE } from '../collections/Events/options'
import type { Event } from '../payload-types'
import { SPEAKERS, type TSpeakerKey } from './event-speakers'
import { seedEventCovers, seedEventFile, seedSpeakerPhoto } from './event-media'
import type { TEventSeed, TMaterialSeed } from './event-seed-types'
import type { TEventTopicIds } from './event-topics'
import { PAST_EVENTS_A } from './events-past-a'
import { PAST_EVENTS_B } from './events-past-b'
import { UPCOMING_EVENTS } from './events-upcoming'
import { seedEventCta } from './event-cta'
import { wibInstant } from './relative-date'
import { paragraphs } from './rich-text'
import type { TTopicIds } from './topics'
import type { TBilingual } from './types'

type TMaterialRow = NonNullable<Event['materials']>[number]

const MATERIAL_TITLES: Record<TMaterialSeed, TBilingual> = {
  slides: { id: 'Bahan paparan narasumber', en: 'Speakers’ slides' },
  report: { id: 'Ringkasan hasil diskusi', en: 'Summary of the discussion' },
  recording: { id: 'Rekaman acara di YouTube', en: 'Event recording on YouTube' },
  library: { id: 'Rekaman webinar lain di e-library', en: 'More webinar recordings in the e-library' },
}

async function materialRows(payload: Payload, req: PayloadRequest, event: TEventSeed, index: number): Promise<Omit<TMaterialRow, 'title'>[]> {
  const rows: Omit<TMaterialRow, 'title'>[] = []
  for (const material of event.materials ?? []) {
    if (material === 'recording') rows.push({ kind: 'link', url: 'https://www.youtube.com/@lpilearning' })
    else if (material === 'library') rows.push({ kind: 'link', url: '/e-library?type=9' })
    else rows.push({ kind: 'file', file: await seedEventFile(payload, req, `event-${index + 1}-${material}.pdf`, `${event.title.en}: ${MATERIAL_TITLES[material].en}`) })
  }
  return rows
}

async function speakerPhotos(payload: Payload, req: PayloadRequest): Promise<Partial<Record<TSpeakerKey, number>>> {
  const photos: Partial<Record<TSpeakerKey, number>> = {}
  for (const [index, [key, speaker]] of Object.entries(SPEAKERS).entries()) {
    if ('photo' in speaker && speaker.photo) photos[key as TSpeakerKey] = await seedSpeakerPhoto(payload, req, speaker, index)
  }
  return photos
}

/**
 * Published events dated relative to `now` (7 upcoming, 13 past, so the past listing pages beyond one page),
 * in Indonesian and English, and the events call to action.
 */
export async function seedEvents(payload: Payload, req: PayloadRequest, topicIds: TTopicIds & TEventTopicIds, now = new Date()) {
  const covers = await seedEventCovers(payload, req)
  const photos = await speakerPhotos(payload, req)
  for (const [index, event] of [...UPCOMING_EVENTS, ...PAST_EVENTS_A, ...PAST_EVENTS_B].entries()) {
    const materials = await materialRows(payload, req, event, index)
    const speakers = event.speakers.map((key) => ({ key, name: SPEAKERS[key].name, photo: photos[key] }))
    const data: RequiredDataFromCollectionSlug<'events'> = {
        _status: 'published',
        title: event.title.id,
        summary: event.summary.id,
        body: paragraphs(event.body.id),
        topics: event.topics.map((key) => topicIds[key]),
        startDate: wibInstant(now, event.daysFromNow, event.start).toISOString(),
        startDate_tz: WIB_TIMEZONE.value,
        endDate: wibInstant(now, event.daysFromNow + (event.days ?? 1) - 1, event.end).toISOString(),
        endDate_tz: WIB_TIMEZONE.value,
        format: event.format,
        eventStatus: 'scheduled',
        venue: event.venue && { name: event.venue.name.id, address: event.venue.address.id, city: event.venue.city },
        onlineUrl: event.onlineUrl,
        onlineLinkPublic: !!event.onlineLinkPublic,
        cover: covers[event.format],
        capacity: event.capacity,
        registrationOpen: !!event.registration,
        registrationDeadline:
          event.registration?.closesInDays !== undefined ? wibInstant(now, event.registration.closesInDays, '17:00').toISOString() : undefined,
        speakers: speakers.map((s) => ({ name: s.name, photo: s.photo, position: SPEAKERS[s.key].position.id, organisation: SPEAKERS[s.key].organisation.id })),
        materials: materials.map((row, i) => ({ ...row, title: MATERIAL_TITLES[event.materials![i]].id })),
        highlight: !!event.highlight,
      }
    const doc = await payload.create({ collection: 'events', locale: 'id', data, overrideAccess: true, req })
    // Rows sent without their ids would replace the Indonesian rows instead of translating them.
    await payload.update({
      collection: 'events',
      id: doc.id,
      locale: 'en',
      data: {
        _status: 'published',
        title: event.title.en,
        summary: event.summary.en,
        body: paragraphs(event.body.en),
        venue: event.venue && { name: event.venue.name.en, address: event.venue.address.en, city: event.venue.city },
        speakers: speakers.map((s, i) => ({
          id: doc.speakers?.[i]?.id,
          name: s.name,
          photo: s.photo,
          position: SPEAKERS[s.key].position.en,
          organisation: SPEAKERS[s.key].organisation.en,
        })),
        materials: materials.map((row, i) => ({ ...row, id: doc.materials?.[i]?.id, title: MATERIAL_TITLES[event.materials![i]].en })),
      },
      overrideAccess: true,
      req,
    })
  }
  await seedEventCta(payload, req)
}
