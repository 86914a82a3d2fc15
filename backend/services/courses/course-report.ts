import type { Payload } from 'payload'
import { REPORT_PAGE_SIZE, type TCourseReport, type TCourseReportRow, type TReportStatus } from '../../../lib/contracts/courses/report'
import type { Locale } from '../../../lib/i18n/config'
import type { Course } from '../../payload-types'
import { weightedCourseGrade } from '../assessments/course-grade'
import { resultsFromAttempts } from '../assessments/passed'
import { toGradeRow } from '../assessments/shapes'
import { outlineLectures } from './course-outline'
import { idOf } from '../../lib/relation-id'
import { byUser, loadCourseProgressData, loadCourseReportData, type TCourseProgressData, type TCourseReportData } from './course-report-data'
import { computeProgress, progressRules } from './progress'

export type TReportFilter = { q?: string; status?: TReportStatus }

const latest = (dates: (string | null | undefined)[]) => dates.reduce<string | null>((top, date) => (date && (!top || date > top) ? date : top), null)

/** Each enrolled learner's account, marks, attempts and progress, through the progress function the learner's own pages use. */
function progressLines(course: Course, data: TCourseProgressData) {
  const users = new Map(data.users.map((user) => [user.id, user]))
  const marks = byUser(data.marks, (mark) => idOf(mark.user))
  const attempts = byUser(data.attempts, (attempt) => idOf(attempt.user))
  const bankKinds = data.banks.map(({ bank }) => bank)
  return data.enrolments.map((enrolment) => {
    const userId = idOf(enrolment.user)
    const own = { marks: marks.get(userId) ?? [], attempts: attempts.get(userId) ?? [] }
    const progress = computeProgress(data.outline, own.marks.map((mark) => idOf(mark.lecture)), resultsFromAttempts(bankKinds, own.attempts), !!course.finalExam, progressRules(course))
    const user = users.get(userId)
    const learner = { accountId: userId, fullName: user?.fullName ?? '', email: user?.email ?? '', enrolledAt: enrolment.createdAt, percent: progress.percent, doneLectures: progress.doneLectures, completed: progress.completed }
    return { learner, ...own }
  })
}

/** Each learner's line of the report: progress, grades, certificate and last activity (marks, attempts, forum posts). */
function reportRows(course: Course, data: TCourseReportData): TCourseReportRow[] {
  const forum = byUser(data.forum, (post) => post.user)
  const certificates = new Map(data.certificates.map((certificate) => [idOf(certificate.user), certificate]))
  return progressLines(course, data).map(({ learner, marks, attempts }) => {
    const grades = data.banks.map(({ bank, chapterId }) => toGradeRow(bank, attempts.filter((attempt) => idOf(attempt.assessment) === bank.id), chapterId))
    const certificate = certificates.get(learner.accountId)
    const started = marks.length > 0 || attempts.length > 0
    const lastActivity = latest([
      ...marks.map((mark) => mark.createdAt),
      ...attempts.flatMap((attempt) => [attempt.startedAt, attempt.submittedAt]),
      ...(forum.get(learner.accountId) ?? []).map((post) => post.at),
    ])
    return {
      ...learner,
      status: learner.completed ? 'completed' : started ? 'in-progress' : 'not-started',
      scores: grades.map((grade) => (grade.highscoreAttempt ? grade.higestScore : null)),
      courseGrade: grades.some((grade) => grade.highscoreAttempt) ? weightedCourseGrade(grades) : null,
      attempts: attempts.length,
      certificateCode: certificate?.code ?? null,
      certificateIssuedAt: certificate?.issuedAt ?? null,
      lastActivity,
    }
  })
}

/** Each enrolled learner's progress only (the lecturer's course list): no grades, forum or certificates read. */
export async function courseProgressRows(payload: Payload, course: Course, locale: Locale) {
  const data = await loadCourseProgressData(payload, course, locale)
  return { totalLectures: outlineLectures(data.outline).length, learners: progressLines(course, data).map(({ learner }) => learner) }
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
