import type { TCourseReportRow, TReportAssessment, TReportStatus } from '../../../lib/contracts/courses/report'
import { formatDate } from '../../../lib/format/date'
import type { Locale } from '../../../lib/i18n/config'
import type { TExportColumn } from '../../lib/export/table'

const STATUS: Record<TReportStatus, Record<Locale, string>> = {
  'not-started': { id: 'Belum mulai', en: 'Not started' },
  'in-progress': { id: 'Sedang berjalan', en: 'In progress' },
  completed: { id: 'Selesai', en: 'Completed' },
}
const YES_NO = { id: ['Ya', 'Tidak'], en: ['Yes', 'No'] }
const wib = (value: string | null, locale: Locale) => (value ? formatDate(value, locale, 'YYYY-MM-DD HH:mm') : '')

type TColumn = TExportColumn<TCourseReportRow>

/** The report's columns for CSV and XLSX: one list, with a column per quiz and the exam (its best score). */
export function courseReportColumns(assessments: TReportAssessment[]): TColumn[] {
  const scores = assessments.map(
    (assessment, index): TColumn => ({
      header: { id: `${assessment.title} (nilai terbaik)`, en: `${assessment.title} (best score)` },
      cell: (row) => row.scores[index] ?? '',
    }),
  )
  return [
    { header: { id: 'Nama lengkap', en: 'Full name' }, cell: (row) => row.fullName },
    { header: { id: 'Email', en: 'Email' }, cell: (row) => row.email },
    { header: { id: 'Terdaftar (WIB)', en: 'Enrolled (WIB)' }, cell: (row, locale) => wib(row.enrolledAt, locale) },
    { header: { id: 'Status', en: 'Status' }, cell: (row, locale) => STATUS[row.status][locale] },
    { header: { id: 'Kemajuan (%)', en: 'Progress (%)' }, cell: (row) => row.percent },
    { header: { id: 'Materi selesai', en: 'Lectures done' }, cell: (row) => row.doneLectures },
    ...scores,
    { header: { id: 'Nilai kursus', en: 'Course grade' }, cell: (row) => row.courseGrade ?? '' },
    { header: { id: 'Jumlah percobaan', en: 'Attempts' }, cell: (row) => row.attempts },
    { header: { id: 'Tuntas', en: 'Completed' }, cell: (row, locale) => YES_NO[locale][row.completed ? 0 : 1] },
    { header: { id: 'Nomor sertifikat', en: 'Certificate number' }, cell: (row) => row.certificateCode ?? '' },
    { header: { id: 'Tanggal sertifikat (WIB)', en: 'Certificate date (WIB)' }, cell: (row, locale) => wib(row.certificateIssuedAt, locale) },
    { header: { id: 'Aktivitas terakhir (WIB)', en: 'Last activity (WIB)' }, cell: (row, locale) => wib(row.lastActivity, locale) },
  ]
}
