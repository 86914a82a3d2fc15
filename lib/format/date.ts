import type { Locale } from '@/lib/i18n/config'

/** Spec section 9: dates are shown at UTC+7 (offset 420 minutes), with Indonesian month names in Indonesian. */
export const TIMEZONE_OFFSET_MINUTES = 420

// dayjs's names (its `id` locale and its English default): the formatter below replaced dayjs, which every listing
// downloaded (about 5 KiB gz) for one date per card (docs/decisions/045); date.test.ts checks it against dayjs.
const NAMES: Record<Locale, { months: string[]; monthsShort: string[]; weekdays: string[]; weekdaysShort: string[]; weekdaysMin: string[] }> = {
  id: {
    months: 'Januari_Februari_Maret_April_Mei_Juni_Juli_Agustus_September_Oktober_November_Desember'.split('_'),
    monthsShort: 'Jan_Feb_Mar_Apr_Mei_Jun_Jul_Agt_Sep_Okt_Nov_Des'.split('_'),
    weekdays: 'Minggu_Senin_Selasa_Rabu_Kamis_Jumat_Sabtu'.split('_'),
    weekdaysShort: 'Min_Sen_Sel_Rab_Kam_Jum_Sab'.split('_'),
    weekdaysMin: 'Mg_Sn_Sl_Rb_Km_Jm_Sb'.split('_'),
  },
  en: {
    months: 'January_February_March_April_May_June_July_August_September_October_November_December'.split('_'),
    monthsShort: 'Jan_Feb_Mar_Apr_May_Jun_Jul_Aug_Sep_Oct_Nov_Dec'.split('_'),
    weekdays: 'Sunday_Monday_Tuesday_Wednesday_Thursday_Friday_Saturday'.split('_'),
    weekdaysShort: 'Sun_Mon_Tue_Wed_Thu_Fri_Sat'.split('_'),
    weekdaysMin: 'Su_Mo_Tu_We_Th_Fr_Sa'.split('_'),
  },
}

// dayjs's own parsing: an ISO-like string without a Z is local time; anything else goes to Date.
const PARSE = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/
const TOKENS = /\[([^\]]+)]|YYYY|YY|M{1,4}|D{1,2}|d{1,4}|H{1,2}|h{1,2}|a|A|m{1,2}|s{1,2}|Z{1,2}|SSS/g

function parse(value: string | number | Date): Date {
  if (value instanceof Date) return new Date(value)
  if (typeof value === 'string' && !/Z$/i.test(value)) {
    const d = value.match(PARSE)
    if (d) {
      const ms = Number((d[7] || '0').substring(0, 3))
      return new Date(Number(d[1]), Number(d[2]) - 1 || 0, Number(d[3] || 1), Number(d[4] || 0), Number(d[5] || 0), Number(d[6] || 0), ms)
    }
  }
  return new Date(value)
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0')

/** Formats a moment at UTC+7 with dayjs's pattern tokens (D MMMM YYYY, HH:mm, [literal], ...). '' when invalid. */
export function formatDate(value: string | number | Date, locale: Locale = 'id', pattern = 'D MMMM YYYY'): string {
  const parsed = parse(value)
  if (Number.isNaN(parsed.getTime())) return ''
  // The moment's wall clock at UTC+7, read with the UTC getters.
  const at = new Date(parsed.getTime() + TIMEZONE_OFFSET_MINUTES * 60_000)
  const names = NAMES[locale]
  const year = at.getUTCFullYear()
  const month = at.getUTCMonth()
  const day = at.getUTCDay()
  const hours = at.getUTCHours()
  const hours12 = hours % 12 || 12
  const values: Record<string, () => string> = {
    YY: () => String(year).slice(-2),
    YYYY: () => pad(year, 4),
    M: () => String(month + 1),
    MM: () => pad(month + 1),
    MMM: () => names.monthsShort[month],
    MMMM: () => names.months[month],
    D: () => String(at.getUTCDate()),
    DD: () => pad(at.getUTCDate()),
    d: () => String(day),
    dd: () => names.weekdaysMin[day],
    ddd: () => names.weekdaysShort[day],
    dddd: () => names.weekdays[day],
    H: () => String(hours),
    HH: () => pad(hours),
    h: () => String(hours12),
    hh: () => pad(hours12),
    a: () => (hours < 12 ? 'am' : 'pm'),
    A: () => (hours < 12 ? 'AM' : 'PM'),
    m: () => String(at.getUTCMinutes()),
    mm: () => pad(at.getUTCMinutes()),
    s: () => String(at.getUTCSeconds()),
    ss: () => pad(at.getUTCSeconds()),
    SSS: () => pad(at.getUTCMilliseconds(), 3),
    Z: () => '+07:00',
    ZZ: () => '+0700',
  }
  return pattern.replace(TOKENS, (match, literal: string | undefined) => literal ?? values[match]?.() ?? match)
}

export function formatDateTime(value: string | number | Date, locale: Locale = 'id'): string {
  const date = formatDate(value, locale, 'D MMMM YYYY, HH:mm')
  if (!date) return ''
  return `${date} ${locale === 'id' ? 'WIB' : '(UTC+7)'}`
}
