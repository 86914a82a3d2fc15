import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { Course, User } from '../../payload-types'
import { titleSlug } from '../../../lib/format/slug'
import { createNotification } from '../notifications/create-notification'
import { findEnrolment } from './course-access'
import { courseMessage } from './messages'

/** `reason` tells the enrol page which button to show when status is false (already enrolled, or staff). */
export type TEnrolValidation = { status: boolean; reason: 'may-enrol' | 'enrolled' | 'staff'; message: string }
export type TEnrolResult = { status: boolean; created: boolean; message: string }

/** Spec section 5: enrol validation answers status true when the user may enrol (a learner not yet enrolled). */
export async function validateEnrolment(payload: Payload, user: User, course: Course, locale: Locale): Promise<TEnrolValidation> {
  if (user.role !== 'learner') return { status: false, reason: 'staff', message: courseMessage('learnersOnly', locale) }
  if (await findEnrolment(payload, user.id, course.id)) return { status: false, reason: 'enrolled', message: courseMessage('alreadyEnrolled', locale) }
  return { status: true, reason: 'may-enrol', message: courseMessage('mayEnroll', locale) }
}

/**
 * Enrols a learner once. The unique (user, course) index decides a race: the losing insert fails, and the
 * learner is then found enrolled, which is what they asked for (status true, created false).
 */
export async function enrollLearner(payload: Payload, user: User, course: Course, locale: Locale): Promise<TEnrolResult> {
  if (await findEnrolment(payload, user.id, course.id)) return { status: true, created: false, message: courseMessage('alreadyEnrolled', locale) }
  try {
    await payload.create({ collection: 'course-enrolments', data: { user: user.id, course: course.id }, depth: 0, disableTransaction: true, overrideAccess: true })
  } catch (error) {
    if (await findEnrolment(payload, user.id, course.id)) return { status: true, created: false, message: courseMessage('alreadyEnrolled', locale) }
    throw error
  }
  await createNotification(payload, {
    userId: user.id,
    type: 'online-course',
    intro: { id: courseMessage('enrolNotice', 'id', { course: course.name }), en: courseMessage('enrolNotice', 'en', { course: course.name }) },
    permalink: `/online-course/course-content/${course.slug}/${titleSlug(course.name)}`,
  }).catch((error: unknown) => payload.logger.warn({ err: error }, 'enrolment notification failed'))
  return { status: true, created: true, message: courseMessage('enrolled', locale) }
}
