import type { Payload } from 'payload'
import type { TAnswers } from '../../../lib/contracts/events/registration-answers'
import type { EventRegistration } from '../../payload-types'
import { findRegistration } from './find-registration'

export type TSeatClaim = { outcome: 'registered'; registration: EventRegistration } | { outcome: 'full' | 'duplicate' }

async function takenSeats(payload: Payload, eventId: number): Promise<Set<number>> {
  const found = await payload.find({
    collection: 'event-registrations',
    where: { event: { equals: eventId } },
    select: { seat: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return new Set(found.docs.flatMap((doc) => (typeof doc.seat === 'number' ? [doc.seat] : [])))
}

function firstFreeSeat(taken: Set<number>, capacity: number): number | null {
  for (let seat = 1; seat <= capacity; seat++) if (!taken.has(seat)) return seat
  return null
}

/**
 * Inserts the registration holding a seat number from 1 to capacity. The unique indexes (event, seat) and
 * (event, user) make the insert itself the check (docs/decisions/001: no transaction on SQLite): of two
 * requests picking the same free seat one insert fails, re-reads the seats and tries the next; when no seat
 * is free the event is full. Without a capacity there is no seat and only (event, user) applies.
 */
export async function claimSeat(payload: Payload, input: { eventId: number; userId: number; capacity: number | null; answers: TAnswers }): Promise<TSeatClaim> {
  const maxAttempts = (input.capacity ?? 0) + 3
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    let seat: number | null = null
    if (input.capacity) {
      seat = firstFreeSeat(await takenSeats(payload, input.eventId), input.capacity)
      if (seat === null) return { outcome: 'full' }
    }
    try {
      const registration = await payload.create({
        collection: 'event-registrations',
        data: { event: input.eventId, user: input.userId, seat, answers: input.answers },
        depth: 0,
        overrideAccess: true,
      })
      return { outcome: 'registered', registration }
    } catch (error) {
      if (await findRegistration(payload, input.eventId, input.userId)) return { outcome: 'duplicate' }
      if (!input.capacity) throw error
    }
  }
  return { outcome: 'full' }
}
