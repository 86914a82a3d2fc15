import type { Event } from '../../payload-types'
import { fileOf, imageOf } from '../shapes'
import { questionsOf } from '../event-registration/load-event'
import { toEventListingItem, type TEventDetail, type TMaterial, type TVenue } from './shapes'

function venueOf(doc: Event): TVenue | null {
  if (doc.format === 'online' || !doc.venue?.name) return null
  return { name: doc.venue.name, address: doc.venue.address ?? '', city: doc.venue.city ?? '' }
}

function materialsOf(doc: Event): TMaterial[] {
  return (doc.materials ?? []).flatMap((row): TMaterial[] => {
    if (row.kind === 'link') {
      return row.url ? [{ id: row.id ?? row.url, title: row.title, kind: 'link', url: row.url, filename: null, filesize: null }] : []
    }
    const file = fileOf(row.file)
    if (!file) return []
    return [{ id: row.id ?? file.url, title: row.title, kind: 'file', url: file.url, filename: file.filename, filesize: file.filesize }]
  })
}

export function toEventDetail(doc: Event, now: Date): TEventDetail {
  return {
    ...toEventListingItem(doc, now),
    body: doc.body ?? null,
    venue: venueOf(doc),
    // Read access on the field already hides a private link from the public; this keeps it off offline events too.
    onlineUrl: doc.format !== 'offline' && doc.onlineLinkPublic ? (doc.onlineUrl ?? null) : null,
    speakers: (doc.speakers ?? []).map((speaker) => ({
      name: speaker.name,
      position: speaker.position ?? '',
      organisation: speaker.organisation ?? '',
      photo: imageOf(speaker.photo),
    })),
    materials: materialsOf(doc),
    capacity: doc.capacity ?? null,
    highlight: !!doc.highlight,
    registrationForm: questionsOf(doc),
  }
}
