import type { TEventStatus } from '../../collections/Events/options'

/**
 * What the registration panel says. `open` only while the event is on, registration is switched on and
 * the deadline (or, without one, the start) is still ahead; the form itself arrives with the registration issue.
 */
export type TRegistrationState = 'open' | 'closed' | 'deadline-passed' | 'ended' | 'cancelled' | 'postponed'
export type TRegistration = { state: TRegistrationState; open: boolean; closesAt: string | null }

type TRegistrationInput = {
  startDate: string
  endDate: string
  eventStatus: TEventStatus
  registrationOpen?: boolean | null
  registrationDeadline?: string | null
}

export function registrationOf(event: TRegistrationInput, now: Date): TRegistration {
  const closesAt = event.registrationOpen ? (event.registrationDeadline ?? event.startDate) : null
  const state = stateOf(event, closesAt, now.getTime())
  return { state, open: state === 'open', closesAt }
}

function stateOf(event: TRegistrationInput, closesAt: string | null, now: number): TRegistrationState {
  if (event.eventStatus === 'cancelled') return 'cancelled'
  if (new Date(event.endDate).getTime() <= now) return 'ended'
  if (event.eventStatus === 'postponed') return 'postponed'
  if (!closesAt) return 'closed'
  return new Date(closesAt).getTime() > now ? 'open' : 'deadline-passed'
}

/** Upcoming until its end time has passed: an event under way is still upcoming. */
export function isPast(endDate: string, now: Date): boolean {
  return new Date(endDate).getTime() <= now.getTime()
}
