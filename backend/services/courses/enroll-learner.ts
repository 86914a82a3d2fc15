import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { Course, User } from '../../payload-types'
import { titleSlug } from '../../../lib/format/slug'
import { insertFlatOnce } from '../../lib/flat-rows'
import { createNotification } from '../notifications/create-notification'
import type { TPrerequisite } from './completion-rules'
import { findEnrolment } from './course-access'
import { courseMessage } from './messages'

/**
 * `reason` tells the enrol page which button to show when status is false (already enrolled, staff, or prerequisite
 * courses not completed yet, listed in `prerequisites`: backend/services/courses/completion-rules.ts).
 */
export type TEnrolValidation = { status: boolean; reason: 'may-enrol' | 'enrolled' | 'staff' | 'prerequisites'; message: string; prerequisites?: TPrerequisite[] }
export type TEnrolResult = { status: boolean; created: boolean; message: string }

/** Spec section 5: enrol validation answers status true when the user may enrol (a learner not yet enrolled). */
export async function validateEnrolment(payload: Payload, user: User, course: Course, locale: Locale): Promise<TEnrolValidation> {
  if (user.role !== 'learner') return { status: false, reason: 'staff', message: courseMessage('learnersOnly', locale) }
  if (await findEnrolment(payload, user.id, course.id)) return { status: false, reason: 'enrolled', message: courseMessage('alreadyEnrolled', locale) }
  return { status: true, reason: 'may-enrol', message: courseMessage('mayEnroll', locale) }
}

/**
 * Enrols a learner once. The unique (user, course) index decides a race: the losing insert adds nothing, and the
 * learner is enrolled, which is what they asked for (status true, created false).
 */
export async function enrollLearner(payload: Payload, user: User, course: Course, locale: Locale): Promise<TEnrolResult> {
  const created = await insertFlatOnce(payload, 'course-enrolments', { user: user.id, course: course.id })
  if (!created) return { status: true, created: false, message: courseMessage('alreadyEnrolled', locale) }
  await createNotification(payload, {
    userId: user.id,
    type: 'online-course',
    intro: { id: courseMessage('enrolNotice', 'id', { course: course.name }), en: courseMessage('enrolNotice', 'en', { course: course.name }) },
    permalink: `/online-course/course-content/${course.slug}/${titleSlug(course.name)}`,
  }).catch((error: unknown) => payload.logger.warn({ err: error }, 'enrolment notification failed'))
  return { status: true, created: true, message: courseMessage('enrolled', locale) }
}
