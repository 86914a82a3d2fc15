import type { Payload } from 'payload'
import { titleSlug } from '../../../lib/format/slug'
import type { Certificate } from '../../payload-types'
import { loadOutline } from '../courses/course-outline'
import { findCourse } from '../courses/find-course'
import { learnerProgress, progressRules } from '../courses/progress'
import { createNotification } from '../notifications/create-notification'
import { certificateMessage } from './messages'
import { sendCertificateIssuedMail } from './send-issued-mail'
import { newVerificationCode } from './verification-code'

export async function findUserCertificate(payload: Payload, userId: number, courseId: number): Promise<Certificate | null> {
  const { docs } = await payload.find({
    collection: 'certificates',
    where: { and: [{ user: { equals: userId } }, { course: { equals: courseId } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/**
 * Issues the learner's certificate when progress.ts says the course is complete, once: an existing one is
 * returned, and of two calls at the same moment the unique (user, course) index lets one create it.
 * Call it after every event that can complete a course (a lecture marked read, a quiz or the exam passed).
 */
export async function issueCertificateIfComplete(payload: Payload, userId: number, courseId: number): Promise<{ certificate: Certificate | null; issued: boolean }> {
  const existing = await findUserCertificate(payload, userId, courseId)
  if (existing) return { certificate: existing, issued: false }
  const course = await findCourse(payload, courseId, 'id')
  if (!course) return { certificate: null, issued: false }
  const outline = await loadOutline(payload, course.id, 'id')
  const progress = await learnerProgress(payload, userId, course.id, outline, !!course.finalExam, progressRules(course))
  if (!progress.completed) return { certificate: null, issued: false }
  const holder = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, select: { fullName: true } })
  let certificate: Certificate
  try {
    certificate = await payload.create({
      collection: 'certificates',
      data: { user: userId, course: course.id, code: newVerificationCode(), issuedAt: new Date().toISOString(), revoked: false, holderName: holder.fullName },
      overrideAccess: true,
    })
  } catch (error) {
    const winner = await findUserCertificate(payload, userId, courseId)
    if (winner) return { certificate: winner, issued: false }
    throw error
  }
  await announceCertificate(payload, userId, course, certificate)
  return { certificate, issued: true }
}

async function announceCertificate(payload: Payload, userId: number, course: { id: number; slug: string; name: string }, certificate: Certificate) {
  const english = await findCourse(payload, course.id, 'en')
  const names = { id: course.name, en: english?.name || course.name }
  try {
    await createNotification(payload, {
      userId,
      type: 'online-course',
      intro: { id: certificateMessage('issuedNotice', 'id', { course: names.id }), en: certificateMessage('issuedNotice', 'en', { course: names.en }) },
      permalink: `/online-course/e-certificate/${course.slug}/${titleSlug(course.name)}`,
    })
    const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true })
    await sendCertificateIssuedMail(payload, { to: user.email, name: user.fullName, course: { slug: course.slug, names }, code: certificate.code })
  } catch (error) {
    // The certificate stands even if telling the learner fails; they still find it on the course page.
    payload.logger.error({ err: error, certificate: certificate.id }, 'certificate issued but the notice failed')
  }
}
