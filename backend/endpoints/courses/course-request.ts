import type { PayloadRequest } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { Course, User } from '../../payload-types'
import { fail } from '../../lib/respond'
import { courseRole, teachesCourse, type TCourseRole } from '../../services/courses/course-access'
import { learnerStanding, type TLearnerStanding } from '../../services/courses/learner-standing'
import { loadOutline, type TOutlineChapter } from '../../services/courses/course-outline'
import { lockedLectures } from '../../services/courses/completion-rules'
import { findCourse } from '../../services/courses/find-course'
import { courseMessage } from '../../services/courses/messages'
import { learnerProgress, progressRules, type TCourseProgress } from '../../services/courses/progress'

/** The course fields the course calls use (and the teaching staff, for the access rule); the rest is not read. */
export type TOpenedCourse = Pick<Course, 'id' | 'slug' | 'name' | 'intro' | 'finalExam' | 'workshop' | 'lecturers' | 'mentors' | 'sequential' | 'passedQuizCompletesLecture'>
const OPENED_FIELDS = { slug: true, name: true, intro: true, finalExam: true, workshop: true, lecturers: { account: true }, mentors: true, sequential: true, passedQuizCompletesLecture: true } as const

/** `standing`: the learner's own rows as read for the progress (null for teachers and calls without progress). */
export type TCourseContext = { course: TOpenedCourse; role: TCourseRole; outline: TOutlineChapter[]; progress: TCourseProgress | null; standing: TLearnerStanding | null }

/**
 * The course a call names, opened for the signed-in user: 404 when there is no such published course, 403
 * when the user neither is enrolled nor teaches it. The course and its outline are kept in memory between calls
 * (backend/lib/content-cache); learners get their progress (read with the enrolment: one statement on PostgreSQL),
 * unless the call says it does not use it (`progress: false`); teachers none.
 */
export async function openCourse(
  req: PayloadRequest,
  user: User,
  key: string | number,
  locale: Locale,
  options: { progress?: boolean } = {},
): Promise<{ ctx: TCourseContext; error?: never } | { ctx?: never; error: Response }> {
  // Depth 0 and only the fields above: the few calls that show more (announcements, files, photos) read it themselves.
  const course = await findCourse(req.payload, key, locale, 0, OPENED_FIELDS)
  if (!course) return { error: fail(404, courseMessage('notFound', locale)) }
  // A sequential course needs the progress on every call: it decides which lectures are open (decision 035).
  const wantsProgress = options.progress !== false || !!course.sequential
  // Whoever does not teach it must be enrolled. When the call uses the progress, the enrolment, marks and attempts
  // are read together (one statement on PostgreSQL); the rule is courseRole's either way.
  const standing = wantsProgress && !teachesCourse(user, course) ? await learnerStanding(req.payload, user.id, course.id) : null
  const role: TCourseRole | null = standing ? (standing.enrolled ? 'learner' : null) : await courseRole(req.payload, user, course)
  if (!role) return { error: fail(403, courseMessage('notEnrolled', locale)) }
  const outline = await loadOutline(req.payload, course.id, locale)
  const progress = role === 'learner' && wantsProgress ? await learnerProgress(req.payload, user.id, course.id, outline, !!course.finalExam, progressRules(course), standing ?? undefined) : null
  return { ctx: { course, role, outline, progress, standing } }
}

/**
 * The chapters with each lecture's done flag (spec section 3 "Course menu") and, in a sequential course, whether
 * it is still locked for this learner and which lecture opens it (decision 035).
 */
export function chaptersWithStatus({ outline, progress, role, course }: TCourseContext) {
  const done = new Set(progress?.doneLectureIds ?? [])
  const locked = lockedLectures(outline, progress?.doneLectureIds ?? [], role === 'learner' && !!course.sequential)
  return outline.map((chapter) => ({
    ...chapter,
    lectures: chapter.lectures.map((lecture) => {
      const blocker = locked.get(lecture.lecturesId)
      return { ...lecture, status: done.has(lecture.lecturesId), locked: !!blocker, ...(blocker ? { lockedBy: blocker.title } : {}) }
    }),
  }))
}
