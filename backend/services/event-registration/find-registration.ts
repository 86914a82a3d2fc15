import type { Payload } from 'payload'
import type { EventRegistration } from '../../payload-types'

/** The member's own registration for an event, if any (the owner is part of the query, never trusted from input). */
export async function findRegistration(payload: Payload, eventId: number, userId: number): Promise<EventRegistration | null> {
  const found = await payload.find({
    collection: 'event-registrations',
    where: { and: [{ event: { equals: eventId } }, { user: { equals: userId } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

export async function countRegistrations(payload: Payload, eventId: number): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'event-registrations', where: { event: { equals: eventId } }, overrideAccess: true })
  return totalDocs
}
