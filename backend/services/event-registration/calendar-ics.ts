/**
 * An iCalendar (RFC 5545) file with one event, for the registration mail. Times are written in UTC
 * (the `Z` form, which needs no VTIMEZONE block and is read the same by every calendar), so the
 * attendee's calendar shows them in its own zone; WIB is UTC+7 without daylight saving.
 */
export type TCalendarEvent = {
  uid: string
  start: string
  end: string
  title: string
  description?: string
  location?: string
  url?: string
  organizer?: { name: string; email: string }
  cancelled?: boolean
}

/** 20261128T020000Z */
export function icsUtc(value: string | Date): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) throw new Error(`Invalid date: ${String(value)}`)
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z')
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
export function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
}

/** Lines longer than 75 octets continue on the next line after CRLF and a space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8')
    const limit = parts.length === 0 ? 75 : 74
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

export function calendarIcs(event: TCalendarEvent, now = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//LPI Learning//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsUtc(now)}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DTEND:${icsUtc(event.end)}`,
    `SUMMARY:${icsText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.organizer ? [`ORGANIZER;CN=${icsParam(event.organizer.name)}:mailto:${event.organizer.email}`] : []),
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}

/** A parameter value is quoted and may not hold a double quote (RFC 5545 3.2). */
const icsParam = (value: string) => `"${value.replace(/"/g, "'")}"`
