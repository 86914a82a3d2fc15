import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { Event, User } from '../../payload-types'
import { isPast } from '../events/registration-state'
import { attendanceWindow, windowState, type TWindowState } from './attendance-window'
import { eventPaths } from './event-links'

/** One line of user/activity/event: the member's registration, its status and where to go next. */
export type TEventActivityItem = {
  registrationId: number
  eventId: number
  title: string
  startDate: string
  endDate: string
  format: Event['format']
  eventStatus: Event['eventStatus']
  status: 'registered' | 'attended'
  registeredAt: string
  attendedAt: string | null
  past: boolean
  attendanceWindow: TWindowState
  detailPath: string
  attendancePath: string
}

/** The signed-in member's own event registrations (the owner comes from the session), soonest event first. */
export async function listEventActivity(payload: Payload, user: User, locale: Locale, now = new Date()): Promise<TEventActivityItem[]> {
  const found = await payload.find({
    collection: 'event-registrations',
    where: { user: { equals: user.id } },
    pagination: false,
    depth: 1,
    locale,
    overrideAccess: true,
  })
  const items = found.docs.flatMap((doc): TEventActivityItem[] => {
    const event = typeof doc.event === 'object' ? doc.event : null
    if (!event || event._status !== 'published') return []
    const paths = eventPaths(event, locale)
    return [
      {
        registrationId: doc.id,
        eventId: event.id,
        title: event.title,
        startDate: event.startDate,
        endDate: event.endDate,
        format: event.format,
        eventStatus: event.eventStatus,
        status: doc.attendedAt ? 'attended' : 'registered',
        registeredAt: doc.createdAt,
        attendedAt: doc.attendedAt ?? null,
        past: isPast(event.endDate, now),
        attendanceWindow: windowState(attendanceWindow(event), now, event.eventStatus === 'cancelled'),
        detailPath: paths.detail,
        attendancePath: paths.attendance,
      },
    ]
  })
  // Upcoming first (soonest first), then past ones (most recent first).
  return items.sort((a, b) => (a.past === b.past ? (a.past ? -1 : 1) * (Date.parse(a.startDate) - Date.parse(b.startDate)) : a.past ? 1 : -1))
}
