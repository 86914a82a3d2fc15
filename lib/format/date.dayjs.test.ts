import dayjs from 'dayjs'
import 'dayjs/locale/id'
import utc from 'dayjs/plugin/utc'
import { describe, expect, it } from 'vitest'
import { TIMEZONE_OFFSET_MINUTES, formatDate } from './date'

dayjs.extend(utc)

/** What formatDate gave when it was dayjs (docs/decisions/045): the formatter replaced it and must match it. */
function withDayjs(value: string | number | Date, locale: 'id' | 'en', pattern: string): string {
  const date = dayjs(value)
  if (!date.isValid()) return ''
  return date.utcOffset(TIMEZONE_OFFSET_MINUTES).locale(locale).format(pattern)
}

const patterns = [
  'D MMMM YYYY',
  'D MMMM YYYY, HH:mm',
  'D MMMM YYYY HH:mm',
  'D MMMM',
  'D',
  'DD/MM/YYYY HH:mm',
  'HH:mm',
  'HH.mm',
  'MMMM YYYY',
  'YYYY-MM-DD',
  'YYYY-MM',
  'YYYY',
  'YYYY-MM-DD HH:mm',
  'YYYY-MM-DDTHH:mm:ss',
  'ddd, D MMM YYYY',
  'dddd',
  'dd d YY M h:m:s a A SSS Z ZZ hh',
  '[pukul] HH.mm [D]',
]
const values: (string | number | Date)[] = [
  '2026-01-31T20:00:00Z',
  '2026-12-31T16:59:59.999Z',
  '2026-12-31T17:00:00Z',
  '2024-02-29T00:00:00+07:00',
  '2025-07-04',
  '2025-07-04 09:30',
  '2025-07-04T09:30:15.250',
  '2025-07',
  1_767_225_600_000,
  new Date('2026-03-15T05:06:07Z'),
  'not a date',
  '',
]

describe('formatDate matches dayjs', () => {
  for (const locale of ['id', 'en'] as const) {
    it(`gives dayjs's text for every pattern the site uses (${locale})`, () => {
      for (const value of values) for (const pattern of patterns) expect(formatDate(value, locale, pattern), `${String(value)} ${pattern}`).toBe(withDayjs(value, locale, pattern))
    })
  }

  it('matches every day of a year, at both ends of the WIB day', () => {
    for (let day = 0; day < 366; day++) {
      for (const hour of [0, 16, 17, 23]) {
        const value = new Date(Date.UTC(2028, 0, 1 + day, hour, 30)).toISOString()
        expect(formatDate(value, 'id', 'dddd D MMMM YYYY HH:mm')).toBe(withDayjs(value, 'id', 'dddd D MMMM YYYY HH:mm'))
      }
    }
  })
})
