import type { Payload } from 'payload'
import { REPORT_PAGE_SIZE, type TCourseReport, type TCourseReportRow, type TReportStatus } from '../../../lib/contracts/courses/report'
import type { Locale } from '../../../lib/i18n/config'
import type { Course } from '../../payload-types'
import { weightedCourseGrade } from '../assessments/course-grade'
import { resultsFromAttempts } from '../assessments/passed'
import { toGradeRow } from '../assessments/shapes'
import { outlineLectures } from './course-outline'
import { byUser, idOf, loadCourseReportData, type TCourseReportData } from './course-report-data'
import { computeProgress, progressRules } from './progress'

export type TReportFilter = { q?: string; status?: TReportStatus }

const latest = (dates: (string | null | undefined)[]) => dates.reduce<string | null>((top, date) => (date && (!top || date > top) ? date : top), null)

/** Each enrolled learner's line, through the same progress and grade functions the learner's own pages use. */
function reportRows(course: Course, data: TCourseReportData): TCourseReportRow[] {
  const users = new Map(data.users.map((user) => [user.id, user]))
  const marks = byUser(data.marks, (mark) => idOf(mark.user))
  const attempts = byUser(data.attempts, (attempt) => idOf(attempt.user))
  const forum = byUser(data.forum, (post) => post.user)
  const certificates = new Map(data.certificates.map((certificate) => [idOf(certificate.user), certificate]))
  const bankKinds = data.banks.map(({ bank }) => bank)
  return data.enrolments.map((enrolment) => {
    const userId = idOf(enrolment.user)
    const user = users.get(userId)
    const own = { marks: marks.get(userId) ?? [], attempts: attempts.get(userId) ?? [], forum: forum.get(userId) ?? [] }
    const progress = computeProgress(data.outline, own.marks.map((mark) => idOf(mark.lecture)), resultsFromAttempts(bankKinds, own.attempts), !!course.finalExam, progressRules(course))
    const grades = data.banks.map(({ bank, chapterId }) => toGradeRow(bank, own.attempts.filter((attempt) => idOf(attempt.assessment) === bank.id), chapterId))
    const certificate = certificates.get(userId)
    const started = own.marks.length > 0 || own.attempts.length > 0
    const lastActivity = latest([
      ...own.marks.map((mark) => mark.createdAt),
      ...own.attempts.flatMap((attempt) => [attempt.startedAt, attempt.submittedAt]),
      ...own.forum.map((post) => post.at),
    ])
    return {
      accountId: userId,
      fullName: user?.fullName ?? '',
      email: user?.email ?? '',
      enrolledAt: enrolment.createdAt,
      status: progress.completed ? 'completed' : started ? 'in-progress' : 'not-started',
      percent: progress.percent,
      doneLectures: progress.doneLectures,
      scores: grades.map((grade) => (grade.highscoreAttempt ? grade.higestScore : null)),
      courseGrade: grades.some((grade) => grade.highscoreAttempt) ? weightedCourseGrade(grades) : null,
      attempts: own.attempts.length,
      completed: progress.completed,
      certificateCode: certificate?.code ?? null,
      certificateIssuedAt: certificate?.issuedAt ?? null,
      lastActivity,
    }
  })
}

function matches(row: TCourseReportRow, filter: TReportFilter): boolean {
  if (filter.status && row.status !== filter.status) return false
  const q = filter.q?.trim().toLocaleLowerCase()
  return !q || row.fullName.toLocaleLowerCase().includes(q) || row.email.toLocaleLowerCase().includes(q)
}

/** The course and its learners' lines matching the filter (all of them: the export takes every row). */
export async function courseReportRows(payload: Payload, course: Course, locale: Locale, filter: TReportFilter) {
  const data = await loadCourseReportData(payload, course, locale)
  const all = reportRows(course, data)
  const counts: Record<TReportStatus, number> = { 'not-started': 0, 'in-progress': 0, completed: 0 }
  for (const row of all) counts[row.status] += 1
  return {
    course: { courseId: course.id, slug: course.slug, courseName: course.name, totalLectures: outlineLectures(data.outline).length },
    assessments: data.banks.map(({ bank }) => ({ assessmentId: bank.id, title: bank.title, kind: bank.kind, weight: bank.weight })),
    counts,
    rows: all.filter((row) => matches(row, filter)),
  }
}

/** One page of the report (REPORT_PAGE_SIZE lines), for the lecturer's page. */
export async function courseReport(payload: Payload, course: Course, locale: Locale, filter: TReportFilter & { page: number }): Promise<TCourseReport> {
  const { rows, ...report } = await courseReportRows(payload, course, locale, filter)
  const start = (filter.page - 1) * REPORT_PAGE_SIZE
  return { ...report, rows: rows.slice(start, start + REPORT_PAGE_SIZE), total: rows.length, page: filter.page, pageSize: REPORT_PAGE_SIZE }
}
