import { describe, expect, it } from 'vitest'
import { eventDateRange, eventMoment, eventTimeRange, isoInWib } from './schedule'

describe('event schedule in WIB', () => {
  it('shows one day, or a range within a month, a year or across years', () => {
    expect(eventDateRange('2026-11-28T02:00:00Z', '2026-11-28T05:00:00Z', 'id')).toBe('28 November 2026')
    expect(eventDateRange('2026-12-05T01:30:00Z', '2026-12-06T09:30:00Z', 'id')).toBe('5–6 Desember 2026')
    expect(eventDateRange('2026-11-30T02:00:00Z', '2026-12-01T09:00:00Z', 'en')).toBe('30 November – 1 December 2026')
    expect(eventDateRange('2026-12-30T02:00:00Z', '2027-01-02T09:00:00Z', 'en')).toBe('30 December 2026 – 2 January 2027')
  })

  it('uses the Jakarta date, a day ahead of UTC late in the evening', () => {
    // 18:00 UTC on 31 March is 01:00 WIB on 1 April.
    expect(eventDateRange('2026-03-31T18:00:00Z', '2026-03-31T20:00:00Z', 'id')).toBe('1 April 2026')
  })

  it('writes hours the way each language does', () => {
    expect(eventTimeRange('2026-11-28T02:00:00Z', '2026-11-28T05:00:00Z', 'id')).toBe('09.00–12.00 WIB')
    expect(eventTimeRange('2026-11-28T02:00:00Z', '2026-11-28T05:30:00Z', 'en')).toBe('09:00–12:30 WIB (UTC+7)')
  })

  it('writes one moment with its date and WIB time', () => {
    expect(eventMoment('2026-12-14T06:00:00.000Z', 'id')).toBe('14 Desember 2026, 13.00 WIB')
    expect(eventMoment('2026-12-14T06:00:00.000Z', 'en')).toBe('14 December 2026, 13:00 WIB (UTC+7)')
  })

  it('gives schema.org dates with the +07:00 offset', () => {
    expect(isoInWib('2026-11-28T02:00:00.000Z')).toBe('2026-11-28T09:00:00+07:00')
    expect(isoInWib('2026-12-31T20:15:00.000Z')).toBe('2027-01-01T03:15:00+07:00')
  })
})
