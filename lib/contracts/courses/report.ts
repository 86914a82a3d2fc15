import { z } from 'zod'
import { MAX_ROW_ID } from '../../api/row-id'
import { ZExportFormat } from '../export'

export const REPORT_STATUSES = ['not-started', 'in-progress', 'completed'] as const
export type TReportStatus = (typeof REPORT_STATUSES)[number]
export const REPORT_PAGE_SIZE = 25

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

/** GET online-course/report: one course the caller teaches, filtered by name or email and status, paged. */
export const ZCourseReportQuery = z.object({
  courseId: z.coerce.number().int().positive().max(MAX_ROW_ID),
  q: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  status: z.preprocess(blankToUndefined, z.enum(REPORT_STATUSES).optional()),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_000).default(1)),
})
/** GET online-course/report/export: the same filter, every matching row, as CSV or XLSX. */
export const ZCourseReportExportQuery = ZCourseReportQuery.omit({ page: true }).extend({ format: ZExportFormat })

export type TReportAssessment = { assessmentId: number; title: string; kind: 'quiz' | 'exam'; weight: number }
/** One learner's line: `scores` follows `assessments` (the best submitted score, null before any submission). */
export type TCourseReportRow = {
  accountId: number
  fullName: string
  email: string
  enrolledAt: string
  status: TReportStatus
  percent: number
  doneLectures: number
  scores: (number | null)[]
  courseGrade: number | null
  attempts: number
  completed: boolean
  certificateCode: string | null
  certificateIssuedAt: string | null
  lastActivity: string | null
}
export type TCourseReport = {
  course: { courseId: number; slug: string; courseName: string; totalLectures: number }
  assessments: TReportAssessment[]
  counts: Record<TReportStatus, number>
  rows: TCourseReportRow[]
  total: number
  page: number
  pageSize: number
}
