import { titleSlug } from '../../../lib/format/slug'
import type { TFormQuestion } from '../../../lib/contracts/events/registration-answers'
import type { TEventFormat, TEventStatus } from '../../collections/Events/options'
import type { Event } from '../../payload-types'
import { imageOf, topicRefs, type TImage, type TRichText, type TTopicRef } from '../shapes'
import { isPast, registrationOf, type TRegistration } from './registration-state'

/** Spec section 3 "Event: id, title" plus what a card shows. Dates are UTC instants (ISO); pages show them in WIB. */
export type TEventListingItem = {
  id: number
  title: string
  slug: string
  module: 'event'
  summary: string
  startDate: string
  endDate: string
  year: number | null
  format: TEventFormat
  eventStatus: TEventStatus
  city: string
  past: boolean
  topics: TTopicRef[]
  image: TImage | null
  registration: TRegistration
}

export type TSpeaker = { name: string; position: string; organisation: string; photo: TImage | null }
export type TMaterial = { id: string; title: string; kind: 'file' | 'link'; url: string; filename: string | null; filesize: number | null }
export type TVenue = { name: string; address: string; city: string }

export type TEventDetail = TEventListingItem & {
  body: TRichText | null
  venue: TVenue | null
  /** Only when the editor made it public (a livestream); meeting links go to participants. */
  onlineUrl: string | null
  speakers: TSpeaker[]
  materials: TMaterial[]
  capacity: number | null
  highlight: boolean
  /** The registration form's questions (name and email come from the account). */
  registrationForm: TFormQuestion[]
}

export function toEventListingItem(doc: Event, now: Date): TEventListingItem {
  return {
    id: doc.id,
    title: doc.title,
    slug: titleSlug(doc.title),
    module: 'event',
    summary: doc.summary ?? '',
    startDate: doc.startDate,
    endDate: doc.endDate,
    year: doc.year ?? null,
    format: doc.format,
    eventStatus: doc.eventStatus,
    city: doc.format === 'online' ? '' : (doc.venue?.city ?? ''),
    past: isPast(doc.endDate, now),
    topics: topicRefs(doc.topics),
    image: imageOf(doc.cover),
    registration: registrationOf(doc, now),
  }
}
