import type { Payload } from 'payload'
import { formatDate } from '../../../lib/format/date'
import type { Locale } from '../../../lib/i18n/config'
import { csvDocument } from '../../lib/csv'
import { loadEventForStaff, questionsOf } from './load-event'

const HEADERS = {
  id: ['Kursi', 'Nama lengkap', 'Email', 'Telepon', 'Instansi', 'Terdaftar (WIB)', 'Hadir (WIB)', 'Status'],
  en: ['Seat', 'Full name', 'Email', 'Phone', 'Organisation', 'Registered (WIB)', 'Attended (WIB)', 'Status'],
}
const STATUS = { id: { registered: 'terdaftar', attended: 'hadir' }, en: { registered: 'registered', attended: 'attended' } }

const wib = (value: string | null | undefined, locale: Locale) => (value ? formatDate(value, locale, 'YYYY-MM-DD HH:mm') : '')

/** Staff's CSV of one event's registrations and attendance, one column per registration-form question. */
export async function exportRegistrationsCsv(payload: Payload, eventId: number, locale: Locale): Promise<{ filename: string; csv: string } | null> {
  const event = await loadEventForStaff(payload, eventId, locale)
  if (!event) return null
  const questions = questionsOf(event)
  const found = await payload.find({
    collection: 'event-registrations',
    where: { event: { equals: event.id } },
    sort: 'createdAt',
    pagination: false,
    depth: 1,
    overrideAccess: true,
  })
  const rows = found.docs.map((doc) => {
    const user = typeof doc.user === 'object' ? doc.user : null
    const answers = (doc.answers ?? {}) as Record<string, string | boolean>
    return [
      doc.seat ?? '',
      user?.fullName ?? '',
      user?.email ?? '',
      user?.phoneNumber ?? '',
      user?.company ?? '',
      wib(doc.createdAt, locale),
      wib(doc.attendedAt, locale),
      STATUS[locale][doc.attendedAt ? 'attended' : 'registered'],
      ...questions.map((question) => {
        const answer = answers[question.id]
        if (typeof answer === 'boolean') return answer ? (locale === 'id' ? 'ya' : 'yes') : locale === 'id' ? 'tidak' : 'no'
        return question.options.find((option) => option.value === answer)?.label ?? answer ?? ''
      }),
    ]
  })
  return { filename: `event-${event.id}-registrations.csv`, csv: csvDocument([[...HEADERS[locale], ...questions.map((q) => q.label)], ...rows]) }
}
