import type { Payload } from 'payload'
import { eventMoment } from '../../../lib/contracts/events/schedule'
import type { Locale } from '../../../lib/i18n/config'
import { claimOnce } from '../../lib/claim-once'
import type { User } from '../../payload-types'
import { attendanceWindow, windowState, type TAttendanceWindow } from './attendance-window'
import { findRegistration } from './find-registration'
import { loadPublishedEvent } from './load-event'
import { registrationMessage, type TRegistrationMessage } from './messages'

export type TAttendanceState = 'not-registered' | 'not-open' | 'open' | 'closed' | 'attended'

/** GET event/form/get-digital-attendance: what the attendance page shows this member now. */
export type TDigitalAttendance = {
  eventId: number
  title: string
  startDate: string
  endDate: string
  window: TAttendanceWindow
  state: TAttendanceState
  registeredAt: string | null
  attendedAt: string | null
  message: string
}

const STATE_MESSAGES: Record<TAttendanceState, TRegistrationMessage> = {
  'not-registered': 'notRegistered',
  'not-open': 'notOpenYet',
  open: 'open',
  closed: 'windowClosed',
  attended: 'alreadyAttended',
}

export async function getDigitalAttendance(payload: Payload, user: User, eventId: number, locale: Locale, now = new Date()): Promise<TDigitalAttendance | null> {
  const event = await loadPublishedEvent(payload, eventId, locale)
  if (!event) return null
  const registration = await findRegistration(payload, event.id, user.id)
  const window = attendanceWindow(event)
  const state: TAttendanceState = !registration
    ? 'not-registered'
    : registration.attendedAt
      ? 'attended'
      : windowState(window, now, event.eventStatus === 'cancelled')
  return {
    eventId: event.id,
    title: event.title,
    startDate: event.startDate,
    endDate: event.endDate,
    window,
    state,
    registeredAt: registration?.createdAt ?? null,
    attendedAt: registration?.attendedAt ?? null,
    message: registrationMessage(STATE_MESSAGES[state], locale, { opensAt: eventMoment(window.opensAt, locale) }),
  }
}

export type TMarkResult = { ok: true; attendance: TDigitalAttendance } | { ok: false; status: number; message: string }

/**
 * POST event/form/post-digital-attendance: a registrant inside the window, once. The once is one
 * UPDATE ... WHERE attendedAt IS NULL (claimOnce), so two taps or two tabs record one attendance.
 */
export async function markAttendance(payload: Payload, user: User, eventId: number, locale: Locale, now = new Date()): Promise<TMarkResult> {
  const current = await getDigitalAttendance(payload, user, eventId, locale, now)
  if (!current) return { ok: false, status: 404, message: registrationMessage('notFound', locale) }
  if (current.state !== 'open') return { ok: false, status: current.state === 'not-registered' ? 403 : 409, message: current.message }
  const registration = await findRegistration(payload, eventId, user.id)
  const won = !!registration && (await claimOnce(payload, 'event_registrations', registration.id, 'attendedAt', now.toISOString()))
  if (!won) return { ok: false, status: 409, message: registrationMessage('alreadyAttended', locale) }
  const attendance = await getDigitalAttendance(payload, user, eventId, locale, now)
  return { ok: true, attendance: { ...attendance!, message: registrationMessage('attended', locale) } }
}
