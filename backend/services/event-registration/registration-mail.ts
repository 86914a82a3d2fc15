import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { siteUrl } from '../../../lib/seo/site-url'
import { eventDateRange, eventMoment, eventTimeRange } from '../../../lib/contracts/events/schedule'
import { queueMail } from '../../jobs/queue-mail'
import type { Event } from '../../payload-types'
import { renderMail } from '../mail/layout'
import { attendanceWindow } from './attendance-window'
import { calendarIcs } from './calendar-ics'
import { eventPaths } from './event-links'

const absolute = (pathname: string) => new URL(pathname, siteUrl()).href

/** Where to go: the meeting link online, the venue in person; a hybrid event gives the venue and mentions the link. */
export function eventLocation(event: Pick<Event, 'format' | 'venue' | 'onlineUrl'>): { location: string; onlineUrl: string | null } {
  const venue = [event.venue?.name, event.venue?.address, event.venue?.city].filter(Boolean).join(', ')
  const onlineUrl = event.format !== 'offline' ? (event.onlineUrl ?? null) : null
  return { location: event.format === 'online' ? (onlineUrl ?? '') : venue || (onlineUrl ?? ''), onlineUrl }
}

/** The confirmation mail with the event as an .ics file; sent in the language the member registered in. */
export async function sendRegistrationMail(payload: Payload, input: { to: string; name: string; event: Event; registrationId: number; locale: Locale }) {
  const { event, locale } = input
  const id = locale === 'id'
  const paths = eventPaths(event, locale)
  const { location, onlineUrl } = eventLocation(event)
  const when = `${eventDateRange(event.startDate, event.endDate, locale)}, ${eventTimeRange(event.startDate, event.endDate, locale)}`
  const opensAt = eventMoment(attendanceWindow(event).opensAt, locale)
  const lines = [
    id ? `Pendaftaran Anda untuk "${event.title}" telah kami terima.` : `Your registration for "${event.title}" is confirmed.`,
    `${id ? 'Waktu' : 'When'}: ${when}`,
    ...(location ? [`${id ? 'Tempat' : 'Where'}: ${location}`] : []),
    ...(onlineUrl && onlineUrl !== location ? [`${id ? 'Tautan daring' : 'Online link'}: ${onlineUrl}`] : []),
    id
      ? `Isi daftar hadir digital di halaman acara mulai ${opensAt} (30 menit sebelum acara) hingga acara selesai: ${absolute(paths.attendance)}`
      : `Mark your digital attendance from ${opensAt} (30 minutes before the start) until the end: ${absolute(paths.attendance)}`,
    id ? 'Berkas kalender (.ics) terlampir.' : 'A calendar file (.ics) is attached.',
  ]
  const ics = calendarIcs({
    uid: `event-${event.id}-registration-${input.registrationId}@${siteUrl().hostname}`,
    start: event.startDate,
    end: event.endDate,
    title: event.title,
    description: [event.summary ?? '', onlineUrl ? `${id ? 'Tautan daring' : 'Online link'}: ${onlineUrl}` : '', absolute(paths.detail)]
      .filter(Boolean)
      .join('\n'),
    location,
    url: absolute(paths.detail),
    cancelled: event.eventStatus === 'cancelled',
  })
  await queueMail(payload, {
    kind: 'eventRegistration',
    locale,
    to: input.to,
    subject: id ? `Konfirmasi pendaftaran: ${event.title}` : `Registration confirmed: ${event.title}`,
    ...renderMail({
      greeting: id ? `Halo ${input.name},` : `Hello ${input.name},`,
      lines,
      action: { label: id ? 'Lihat acara' : 'View the event', url: absolute(paths.detail) },
      footer: id ? 'Sampai jumpa di acara. — LPI Learning' : 'See you at the event. — LPI Learning',
    }),
    attachments: [{ filename: 'event.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics }],
  })
}
