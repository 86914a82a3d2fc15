import { describe, expect, it } from 'vitest'
import { TIMEZONE_OFFSET_MINUTES, formatDate, formatDateTime } from './date'

const idMonths = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
]
const enMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

describe('formatDate', () => {
  it('uses the UTC+7 offset of 420 minutes', () => {
    expect(TIMEZONE_OFFSET_MINUTES).toBe(420)
  })

  it('shows 2026-01-31T20:00:00Z as 1 Februari 2026 in Indonesian (next day at UTC+7)', () => {
    expect(formatDate('2026-01-31T20:00:00Z', 'id')).toBe('1 Februari 2026')
  })

  it('formats in Indonesian by default', () => {
    expect(formatDate('2026-01-31T20:00:00Z')).toBe('1 Februari 2026')
  })

  it('shows the same instant as 1 February 2026 in English', () => {
    expect(formatDate('2026-01-31T20:00:00Z', 'en')).toBe('1 February 2026')
  })

  it('changes the day exactly at midnight UTC+7 (17:00 UTC)', () => {
    expect(formatDate('2026-01-31T16:59:59Z', 'id')).toBe('31 Januari 2026')
    expect(formatDate('2026-01-31T17:00:00Z', 'id')).toBe('1 Februari 2026')
  })

  it('moves New Year earlier than UTC', () => {
    expect(formatDate('2025-12-31T17:30:00Z', 'en')).toBe('1 January 2026')
  })

  it('converts an input with its own offset to UTC+7', () => {
    expect(formatDate('2026-03-01T01:00:00+09:00', 'id')).toBe('28 Februari 2026')
  })

  it('does not depend on the time zone of the machine for inputs with an offset', () => {
    // 12:00 UTC is the same calendar day everywhere between UTC-11 and UTC+11; UTC+7 shows 19:00.
    expect(formatDate('2026-06-15T12:00:00Z', 'id', 'D MMMM YYYY HH:mm')).toBe('15 Juni 2026 19:00')
  })

  it('names every month in Indonesian and in English', () => {
    idMonths.forEach((month, index) => {
      const iso = `2026-${String(index + 1).padStart(2, '0')}-15T05:00:00Z`
      expect(formatDate(iso, 'id')).toBe(`15 ${month} 2026`)
      expect(formatDate(iso, 'en')).toBe(`15 ${enMonths[index]} 2026`)
    })
  })

  it('accepts a timestamp and a Date as well as a string', () => {
    const instant = Date.UTC(2026, 0, 31, 20, 0, 0)
    expect(formatDate(instant, 'id')).toBe('1 Februari 2026')
    expect(formatDate(new Date(instant), 'en')).toBe('1 February 2026')
  })

  it('accepts a custom pattern', () => {
    expect(formatDate('2026-01-31T20:00:00Z', 'id', 'DD/MM/YYYY HH:mm')).toBe('01/02/2026 03:00')
    expect(formatDate('2026-01-31T20:00:00Z', 'id', 'dddd')).toBe('Minggu')
  })

  it('returns an empty string for invalid input', () => {
    expect(formatDate('', 'id')).toBe('')
    expect(formatDate('not a date', 'id')).toBe('')
    expect(formatDate(Number.NaN, 'en')).toBe('')
    expect(formatDate(new Date('invalid'), 'en')).toBe('')
  })
})

describe('formatDateTime', () => {
  it('shows date and time at UTC+7 with WIB in Indonesian', () => {
    expect(formatDateTime('2026-01-31T20:05:00Z', 'id')).toBe('1 Februari 2026, 03:05 WIB')
  })

  it('shows date and time at UTC+7 with (UTC+7) in English', () => {
    expect(formatDateTime('2026-01-31T20:05:00Z', 'en')).toBe('1 February 2026, 03:05 (UTC+7)')
  })

  it('formats in Indonesian by default', () => {
    expect(formatDateTime('2026-08-17T03:00:00Z')).toBe('17 Agustus 2026, 10:00 WIB')
  })

  it('shows nothing for invalid input, not a bare time-zone suffix', () => {
    expect(formatDateTime('not a date', 'id')).toBe('')
    expect(formatDateTime('', 'en')).toBe('')
  })
})
