import { describe, expect, it } from 'vitest'
import { calendarIcs, foldLine, icsText, icsUtc } from './calendar-ics'

const event = {
  uid: 'event-12-registration-5@lpi-learning.local',
  start: '2026-11-28T02:00:00.000Z',
  end: '2026-11-28T05:00:00.000Z',
  title: 'Webinar: KPBU; dasar, praktik',
  description: 'Baris satu\nBaris dua',
  location: 'https://zoom.example/j/123',
  url: 'https://lpi.example/event/12/webinar',
  organizer: { name: 'LPI Learning', email: 'no-reply@lpi-learning.local' },
}

describe('calendarIcs', () => {
  const ics = calendarIcs(event, new Date('2026-11-23T15:00:00.000Z'))
  const lines = ics.split('\r\n')

  it('writes one VEVENT with UTC start and end (09:00–12:00 WIB is 02:00–05:00Z)', () => {
    expect(lines.slice(0, 6)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//LPI Learning//Events//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', 'BEGIN:VEVENT'])
    expect(lines).toContain('DTSTART:20261128T020000Z')
    expect(lines).toContain('DTEND:20261128T050000Z')
    expect(lines).toContain('DTSTAMP:20261123T150000Z')
    expect(lines).toContain('UID:event-12-registration-5@lpi-learning.local')
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true)
  })

  it('escapes text and puts the place in LOCATION', () => {
    expect(lines).toContain('SUMMARY:Webinar: KPBU\\; dasar\\, praktik')
    expect(lines).toContain('DESCRIPTION:Baris satu\\nBaris dua')
    expect(lines).toContain('LOCATION:https://zoom.example/j/123')
    expect(lines).toContain('ORGANIZER;CN="LPI Learning":mailto:no-reply@lpi-learning.local')
    expect(lines).toContain('STATUS:CONFIRMED')
  })

  it('uses CRLF only', () => {
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })
})

describe('icsUtc and icsText', () => {
  it('writes an instant in basic UTC form', () => {
    expect(icsUtc('2026-12-31T20:15:30.000Z')).toBe('20261231T201530Z')
    expect(() => icsUtc('not a date')).toThrow()
  })

  it('escapes backslashes first', () => {
    expect(icsText('a\\b,c')).toBe('a\\\\b\\,c')
  })
})

describe('foldLine', () => {
  it('keeps short lines and folds long ones at 75 octets without splitting a character', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short')
    const long = `DESCRIPTION:${'é'.repeat(60)}`
    const folded = foldLine(long)
    const parts = folded.split('\r\n ')
    expect(parts.length).toBeGreaterThan(1)
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75)
    expect(parts.join('')).toBe(long)
  })
})
