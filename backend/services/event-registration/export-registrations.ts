import type { Payload } from 'payload'
import { formatDate } from '../../../lib/format/date'
import type { Locale } from '../../../lib/i18n/config'
import type { TExportColumn } from '../../lib/export/table'
import type { TExportTable } from '../../lib/export/respond'
import type { EventRegistration, User } from '../../payload-types'
import { loadEventForStaff, questionsOf } from './load-event'

type TRow = { doc: EventRegistration; user: User | null }

const wib = (value: string | null | undefined, locale: Locale) => (value ? formatDate(value, locale, 'YYYY-MM-DD HH:mm') : '')
const STATUS = { id: { registered: 'terdaftar', attended: 'hadir' }, en: { registered: 'registered', attended: 'attended' } }
const YES_NO = { id: ['ya', 'tidak'], en: ['yes', 'no'] }

const COLUMNS: TExportColumn<TRow>[] = [
  { header: { id: 'Kursi', en: 'Seat' }, cell: ({ doc }) => doc.seat ?? '' },
  { header: { id: 'Nama lengkap', en: 'Full name' }, cell: ({ user }) => user?.fullName ?? '' },
  { header: { id: 'Email', en: 'Email' }, cell: ({ user }) => user?.email ?? '' },
  { header: { id: 'Telepon', en: 'Phone' }, cell: ({ user }) => user?.phoneNumber ?? '' },
  { header: { id: 'Instansi', en: 'Organisation' }, cell: ({ user }) => user?.company ?? '' },
  { header: { id: 'Terdaftar (WIB)', en: 'Registered (WIB)' }, cell: ({ doc }, locale) => wib(doc.createdAt, locale) },
  { header: { id: 'Hadir (WIB)', en: 'Attended (WIB)' }, cell: ({ doc }, locale) => wib(doc.attendedAt, locale) },
  { header: { id: 'Status', en: 'Status' }, cell: ({ doc }, locale) => STATUS[locale][doc.attendedAt ? 'attended' : 'registered'] },
]

/** Staff's table of one event's registrations and attendance, one column per registration-form question (CSV or XLSX). */
export async function registrationsTable(payload: Payload, eventId: number, locale: Locale): Promise<TExportTable<TRow> | null> {
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
  const answerColumns = questions.map(
    (question): TExportColumn<TRow> => ({
      header: { id: question.label, en: question.label },
      cell: ({ doc }, locale) => {
        const answer = ((doc.answers ?? {}) as Record<string, string | boolean>)[question.id]
        if (typeof answer === 'boolean') return YES_NO[locale][answer ? 0 : 1]
        return question.options.find((option) => option.value === answer)?.label ?? answer ?? ''
      },
    }),
  )
  const rows = found.docs.map((doc) => ({ doc, user: typeof doc.user === 'object' ? doc.user : null }))
  return { columns: [...COLUMNS, ...answerColumns], rows, basename: `event-${event.id}-registrations`, sheetName: event.title ?? `event-${event.id}` }
}
