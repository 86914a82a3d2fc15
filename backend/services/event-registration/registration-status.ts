import type { Payload } from 'payload'
import type { User } from '../../payload-types'
import { countRegistrations, findRegistration } from './find-registration'

/** GET event/registration?eventId: the member's own state on the detail page, never cached. */
export type TRegistrationStatus = {
  registered: boolean
  attended: boolean
  registeredAt: string | null
  seatsLeft: number | null
}

export async function getRegistrationStatus(payload: Payload, user: User, event: { id: number; capacity?: number | null }): Promise<TRegistrationStatus> {
  const [registration, count] = await Promise.all([findRegistration(payload, event.id, user.id), event.capacity ? countRegistrations(payload, event.id) : 0])
  return {
    registered: !!registration,
    attended: !!registration?.attendedAt,
    registeredAt: registration?.createdAt ?? null,
    seatsLeft: event.capacity ? Math.max(0, event.capacity - count) : null,
  }
}
