import type { PayloadRequest } from 'payload'
import type { z } from 'zod'
import type { ZAssessmentTarget } from '../../../lib/contracts/assessments'
import type { Locale } from '../../../lib/i18n/config'
import type { Assessment, AssessmentAttempt, User } from '../../payload-types'
import { fail } from '../../lib/respond'
import { findAssessment } from '../../services/assessments/find-assessment'
import { assessmentMessage } from '../../services/assessments/messages'
import { withAccommodations } from '../../services/assessments/accommodations'
import { lectureBlocker } from '../../services/courses/completion-rules'
import { courseMessage } from '../../services/courses/messages'
import { isExamAvailable } from '../../services/courses/progress'
import { openCourse, type TCourseContext } from '../courses/course-request'
import { idOf } from '../../lib/relation-id'


/** `attempts`: the learner's attempts at this bank as read when the call opened the course, oldest first. */
export type TAssessmentContext = { course: TCourseContext; assessment: Assessment; attempts?: AssessmentAttempt[] }

/**
 * The bank a learner's call names, opened through the course rule (404 no course, 403 not enrolled), then:
 * learners only (403), a bank exists (404), and the final exam only once its conditions hold (403).
 */
export async function openAssessment(req: PayloadRequest, user: User, target: z.output<typeof ZAssessmentTarget>, locale: Locale): Promise<{ ctx: TAssessmentContext; error?: never } | { ctx?: never; error: Response }> {
  // The learner's standing (enrolment, marks, attempts and accommodations: one statement on PostgreSQL) serves the
  // exam's rule, the accommodations and the handler's attempts, which were three more reads.
  const opened = await openCourse(req, user, target.courseId, locale)
  if (opened.error) return opened
  const course = opened.ctx
  if (course.role !== 'learner') return { error: fail(403, assessmentMessage('learnersOnly', locale)) }
  if (target.type === 'exam' && !isExamAvailable(!!course.course.finalExam, course.progress)) return { error: fail(403, assessmentMessage('examLocked', locale)) }
  const assessment = await findAssessment(req.payload, course.course.id, course.outline, target, locale)
  if (!assessment || assessment.kind !== target.type) return { error: fail(404, assessmentMessage('noAssessment', locale)) }
  // Completion rules and accommodations (decision 035): a quiz of a locked lecture is refused; the learner takes
  // the bank with their own time limit and attempts, so the attempt's deadline and count include them.
  const blocker = assessment.kind === 'quiz' ? lectureBlocker(course, typeof assessment.lecture === 'object' ? (assessment.lecture?.id ?? 0) : (assessment.lecture ?? 0)) : null
  if (blocker) return { error: fail(403, courseMessage('lectureLocked', locale, { lecture: blocker.title })) }
  const { standing } = course
  const attempts = standing?.attempts.filter((attempt) => idOf(attempt.assessment) === assessment.id).sort((a, b) => a.number - b.number)
  return { ctx: { course, assessment: await withAccommodations(req.payload, user.id, assessment, standing?.accommodations), attempts } }
}
