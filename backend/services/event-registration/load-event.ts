import type { Payload } from 'payload'
import type { TFormQuestion } from '../../../lib/contracts/events/registration-answers'
import type { Locale } from '../../../lib/i18n/config'
import type { Event } from '../../payload-types'

/**
 * A published event with every field, the private meeting link included (the caller decides who gets it:
 * registrants by mail, staff). Null when missing or not published.
 */
export async function loadPublishedEvent(payload: Payload, id: number, locale: Locale): Promise<Event | null> {
  const found = await payload.find({
    collection: 'events',
    where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
    limit: 1,
    depth: 0,
    locale,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

/** The registration form's questions in the event's loaded language. */
export function questionsOf(event: Pick<Event, 'registrationForm'>): TFormQuestion[] {
  return (event.registrationForm ?? []).flatMap((row) =>
    row.id
      ? [
          {
            id: row.id,
            label: row.label,
            type: row.type,
            required: !!row.required,
            options: (row.options ?? []).map((option) => ({ value: option.value, label: option.label })),
          },
        ]
      : [],
  )
}

/** Any event, draft or published, for staff (the export of a past or unpublished event). */
export async function loadEventForStaff(payload: Payload, id: number, locale: Locale): Promise<Event | null> {
  const found = await payload.find({ collection: 'events', where: { id: { equals: id } }, limit: 1, depth: 0, locale, overrideAccess: true })
  return found.docs[0] ?? null
}
