import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { Course } from '../../payload-types'
import { listCourseAttempts } from '../assessments/attempts'
import { weightedCourseGrade } from '../assessments/course-grade'
import { courseGrades } from '../assessments/grades'
import { verificationUrl } from '../certificates/certificate-links'
import { enrolledCourseIds } from './course-access'
import { loadOutline } from './course-outline'
import { learnerProgress, progressRules } from './progress'
import { idOf } from '../../lib/relation-id'

export type TTranscriptCourse = { courseName: string; status: 'in-progress' | 'completed'; percent: number; courseGrade: number | null; completedAt: string | null }
export type TTranscriptCertificate = { courseName: string; code: string; issuedAt: string; verificationUrl: string }
export type TTranscript = { holderName: string; email: string; generatedAt: string; courses: TTranscriptCourse[]; certificates: TTranscriptCertificate[] }

const latest = (dates: (string | null | undefined)[]) => dates.reduce<string | null>((top, date) => (date && (!top || date > top) ? date : top), null)

/**
 * A learner's own transcript: each course they are enrolled in with its status, progress and course grade (the
 * progress and grade services the course pages use), and their certificates with the public verification link.
 * A completed course's date is its certificate's, else the learner's last mark or submission in it.
 */
export async function learnerTranscript(payload: Payload, user: { id: number; fullName: string; email: string }, locale: Locale): Promise<TTranscript> {
  const ids = await enrolledCourseIds(payload, user.id)
  const [courses, certificates, marks] = await Promise.all([
    ids.length
      ? payload.find({ collection: 'courses', where: { and: [{ id: { in: ids } }, { _status: { equals: 'published' } }] }, sort: 'order', locale, depth: 0, limit: 0, pagination: false, overrideAccess: true })
      : Promise.resolve({ docs: [] as Course[] }),
    payload.find({ collection: 'certificates', where: { and: [{ user: { equals: user.id } }, { revoked: { not_equals: true } }] }, sort: 'issuedAt', locale, depth: 1, limit: 0, pagination: false, overrideAccess: true }),
    payload.find({ collection: 'lecture-progress', where: { user: { equals: user.id } }, depth: 0, limit: 0, pagination: false, overrideAccess: true, select: { course: true, createdAt: true } }),
  ])
  const certificateOf = new Map(certificates.docs.map((certificate) => [idOf(certificate.course), certificate]))
  const rows = await Promise.all(
    courses.docs.map(async (course): Promise<TTranscriptCourse> => {
      const outline = await loadOutline(payload, course.id, locale)
      const [progress, grades, attempts] = await Promise.all([
        learnerProgress(payload, user.id, course.id, outline, !!course.finalExam, progressRules(course)),
        courseGrades(payload, user.id, course.id, outline, locale, true),
        listCourseAttempts(payload, user.id, course.id),
      ])
      const lastDone = latest([...marks.docs.filter((mark) => idOf(mark.course) === course.id).map((mark) => mark.createdAt), ...attempts.map((attempt) => attempt.submittedAt)])
      return {
        courseName: course.name,
        status: progress.completed ? 'completed' : 'in-progress',
        percent: progress.percent,
        courseGrade: grades.some((grade) => grade.highscoreAttempt) ? weightedCourseGrade(grades) : null,
        completedAt: progress.completed ? (certificateOf.get(course.id)?.issuedAt ?? lastDone) : null,
      }
    }),
  )
  return {
    holderName: user.fullName,
    email: user.email,
    generatedAt: new Date().toISOString(),
    courses: rows,
    certificates: certificates.docs.map((certificate) => ({
      courseName: typeof certificate.course === 'object' ? certificate.course.name : '',
      code: certificate.code,
      issuedAt: certificate.issuedAt,
      verificationUrl: verificationUrl(certificate.code, locale),
    })),
  }
}
