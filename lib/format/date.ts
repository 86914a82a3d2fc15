import dayjs from 'dayjs'
import 'dayjs/locale/id'
import utc from 'dayjs/plugin/utc'
import type { Locale } from '@/lib/i18n/config'

dayjs.extend(utc)

/** Spec section 9: dates are shown at UTC+7 (offset 420 minutes), with Indonesian month names in Indonesian. */
export const TIMEZONE_OFFSET_MINUTES = 420

export function formatDate(value: string | number | Date, locale: Locale = 'id', pattern = 'D MMMM YYYY'): string {
  const date = dayjs(value)
  if (!date.isValid()) return ''
  return date.utcOffset(TIMEZONE_OFFSET_MINUTES).locale(locale).format(pattern)
}

export function formatDateTime(value: string | number | Date, locale: Locale = 'id'): string {
  const date = formatDate(value, locale, 'D MMMM YYYY, HH:mm')
  if (!date) return ''
  return `${date} ${locale === 'id' ? 'WIB' : '(UTC+7)'}`
}
