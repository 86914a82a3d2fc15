import { REST_GET } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { createSession } from '../../backend/services/account/create-session'
import { newVerificationCode } from '../../backend/services/certificates/verification-code'
import { ORIGIN } from './account/http'
import { MIME, pdf, png } from './content-fixtures'
import { createTestCourse } from './courses-helpers'
import { createEvent, daysFromNow } from './events-helpers'
import { loadTestConfig } from './setup/config'
import { getTestPayload, unique } from './setup/payload'

export const PASSWORD = 'Data-Pribadi-2026!'

/** A verified member with a password and an open session. */
export async function memberWithPassword(fullName: string) {
  const payload = await getTestPayload()
  const email = `${unique('pdp')}@example.test`
  const user = await payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, fullName, role: 'learner', isVerified: true, loginType: 'default' },
    overrideAccess: true,
  })
  const session = await createSession(payload, user)
  return { id: user.id, email, fullName, token: session.token }
}

/** A file download (not JSON) through Payload's route handler, as the signed-in browser asks for it. */
export async function download(path: string, cookie?: string, locale: 'id' | 'en' = 'id') {
  const url = new URL(path, `${ORIGIN}/api/`)
  const headers = new Headers({ host: 'localhost:3000', 'accept-language': locale })
  if (cookie) headers.set('cookie', `auth-token=${cookie}`)
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  return REST_GET(loadTestConfig())(new Request(url, { headers }), { params: Promise.resolve({ slug }) })
}

const image = async (name: string) => {
  const data = await png()
  return { data, mimetype: MIME.png, name, size: data.length }
}

/**
 * One record of every kind a learner can have, written directly (each feature's own flow has its tests): enrolment,
 * progress, an attempt with an answer, a forum thread and comment with an image, an event registration, a cp3p
 * registration with its payment proof, a certificate, a notification and a profile photo. Answers their ids.
 */
export async function seedEveryKind(payload: Payload, userId: number) {
  const course = await createTestCourse(payload)
  const { courseId } = course
  await payload.create({ collection: 'course-enrolments', data: { user: userId, course: courseId }, overrideAccess: true })
  await payload.create({ collection: 'lecture-progress', data: { user: userId, course: courseId, lecture: course.lectureIds[0] }, overrideAccess: true })
  const assessment = await payload.create({
    collection: 'assessments',
    data: { title: 'Kuis data', kind: 'quiz', lecture: course.quizId, passingGrade: 50, weight: 10, attemptsAllowed: 3, timeLimitMinutes: 10, questions: [{ kind: 'essay', question: 'Mengapa?' }] },
    overrideAccess: true,
  })
  const now = new Date().toISOString()
  const attempt = await payload.create({
    collection: 'assessment-attempts',
    data: { user: userId, assessment: assessment.id, course: courseId, number: 1, attemptKey: unique('attempt'), startedAt: now, deadline: daysFromNow(1) },
    overrideAccess: true,
  })
  await payload.create({ collection: 'assessment-answers', data: { attempt: attempt.id, questionId: 'q1', choices: [], kind: 'essay', credit: 0 } as never, overrideAccess: true })
  const thread = await payload.create({
    collection: 'forum-threads',
    data: { course: courseId, chapter: course.chapterIds[0], title: 'Pertanyaan saya', description: '<p>Isi diskusi</p>', author: userId },
    overrideAccess: true,
  })
  await payload.create({ collection: 'forum-comments', data: { thread: thread.id, course: courseId, body: '<p>Balasan saya</p>', author: userId }, overrideAccess: true })
  await payload.create({ collection: 'forum-images', data: { course: courseId, owner: userId }, file: await image('forum.png'), overrideAccess: true })
  await payload.create({ collection: 'forum-subscriptions', data: { user: userId, course: courseId, state: 'following', locale: 'id', key: `${userId}:${courseId}` }, overrideAccess: true })
  await payload.create({ collection: 'forum-digest-entries', data: { user: userId, course: courseId, thread: thread.id, frequency: 'weekly', dueAt: daysFromNow(7) }, overrideAccess: true })
  const eventId = await createEvent({ title: unique('Seminar data'), startDate: daysFromNow(7), endDate: daysFromNow(8) })
  await payload.create({ collection: 'event-registrations', data: { event: eventId, user: userId, answers: { phone: '0812000111' } }, overrideAccess: true })
  const programme = await payload.create({
    collection: 'cp3p-programmes',
    data: { title: 'Program data', slug: unique('cp3p-data'), price: 2_500_000, currency: 'IDR', capacity: 10, dueDateRegistration: daysFromNow(30) },
    overrideAccess: true,
  })
  const proofBytes = pdf('Bukti transfer')
  const proof = await payload.create({ collection: 'cp3p-payment-proofs', data: { user: userId }, file: { data: proofBytes, mimetype: MIME.pdf, name: 'bukti.pdf', size: proofBytes.length }, overrideAccess: true })
  const registration = await payload.create({
    collection: 'cp3p-registrations',
    data: { reference: unique('REF'), user: userId, programme: programme.id, amount: 2_500_000, currency: 'IDR', provider: 'bank-transfer', status: 'registered', paymentStatus: 'waiting-verification', proof: proof.id },
    overrideAccess: true,
  })
  const certificate = await payload.create({
    collection: 'certificates',
    data: { user: userId, course: courseId, code: newVerificationCode(), issuedAt: now, revoked: false },
    overrideAccess: true,
  })
  await payload.create({ collection: 'notifications', data: { user: userId, type: 'information', intro: 'Selamat datang', status: 'unread' } as never, overrideAccess: true })
  const photo = await payload.create({ collection: 'profile-photos', data: { owner: userId }, file: await image('me.png'), overrideAccess: true })
  await payload.update({ collection: 'users', id: userId, data: { photo: photo.id, phoneNumber: '081234567890', company: 'Dinas PUPR' }, overrideAccess: true })
  return { courseId, threadId: thread.id, registrationId: registration.id, certificateCode: certificate.code }
}
