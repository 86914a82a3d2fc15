import { beforeAll, describe, expect, it } from 'vitest'
import { readPdf } from '../../e2e/pdf-reader'
import { registeredMember } from './account/accounts'
import { call, ORIGIN } from './account/http'
import { mailCatcher } from './account/mail-catcher'
import { createTestCourse, type TTestCourse } from './courses-helpers'
import { getTestPayload } from './setup/payload'
import { REST_GET } from '@payloadcms/next/routes'
import { loadTestConfig } from './setup/config'

type TCertificateAnswer = { status: string; certificate?: { certificateId: number; code: string; holderName: string; courseName: string }; downloadUrl?: string; linkedInUrl?: string; verificationUrl?: string }
type TVerification = { status: 'valid' | 'revoked'; certificate: { holderName: string; courseName: string } }

let course: TTestCourse
let learner: Awaited<ReturnType<typeof registeredMember>>
let other: Awaited<ReturnType<typeof registeredMember>>

/** The readable lectures (the test course's quiz is left out by a course without it: see beforeAll). */
let readable: number[]

beforeAll(async () => {
  const payload = await getTestPayload()
  course = await createTestCourse(payload)
  // A course without a final exam whose only quiz lecture is removed: completion is reading every lecture.
  await payload.delete({ collection: 'course-lectures', id: course.quizId, overrideAccess: true })
  readable = course.lectureIds.filter((id) => id !== course.quizId)
  learner = await registeredMember()
  other = await registeredMember()
  for (const member of [learner, other]) await call('POST', 'online-course/enroll', { cookie: member.token, body: { courseId: course.courseId } })
})

const mark = (token: string, lecturesId: number) => call('POST', 'online-course/mark-as-read', { cookie: token, body: { courseId: course.courseId, lecturesId } })
const certificateOf = (token: string) => call<TCertificateAnswer>('GET', `online-course/certificate?courseId=${course.courseId}`, { cookie: token })

async function download(token: string, certificateId: number) {
  const url = new URL(`/api/online-course/certificate/download?certificateId=${certificateId}`, ORIGIN)
  const request = new Request(url, { headers: { host: 'localhost:3000', cookie: `auth-token=${token}` } })
  const slug = ['online-course', 'certificate', 'download']
  return REST_GET(loadTestConfig())(request, { params: Promise.resolve({ slug }) })
}

describe('e-certificates', () => {
  it('is not issued before every lecture is read', async () => {
    for (const id of readable.slice(0, -1)) await mark(learner.token, id)
    const answer = await certificateOf(learner.token)
    expect(answer.status).toBe(200)
    expect(answer.body.data?.status).toBe('not-issued')
  })

  it('is issued exactly once when the last lecture is marked read by concurrent calls', async () => {
    const last = readable.at(-1)!
    await Promise.all([mark(learner.token, last), mark(learner.token, last), mark(learner.token, last), certificateOf(learner.token), certificateOf(learner.token)])
    const payload = await getTestPayload()
    const rows = await payload.find({ collection: 'certificates', where: { and: [{ user: { equals: learner.accountId } }, { course: { equals: course.courseId } }] }, overrideAccess: true })
    expect(rows.totalDocs).toBe(1)
    expect(rows.docs[0].code).toMatch(/^[A-Z2-7]{26}$/)
    const notices = await payload.count({ collection: 'notifications', where: { and: [{ user: { equals: learner.accountId } }, { type: { equals: 'online-course' } }, { permalink: { like: '/online-course/e-certificate/' } }] }, overrideAccess: true })
    expect(notices.totalDocs).toBe(1)
    const mail = await mailCatcher.latestTo(learner.email)
    expect(mail.text).toContain(rows.docs[0].code)
  })

  it('asks for the course feedback before showing the certificate, once', async () => {
    expect((await certificateOf(learner.token)).body.data?.status).toBe('feedback-required')
    const form = await call<{ submitted: boolean; questions: { id: string }[] }>('GET', `online-course/certificate/user-feedback?courseId=${course.courseId}`, { cookie: learner.token })
    expect(form.body.data?.submitted).toBe(false)
    const rating = form.body.data!.questions.map((question) => ({ id: question.id, star: 5 }))
    expect((await call('POST', 'online-course/certificate/submit-feedback', { cookie: learner.token, body: { courseId: course.courseId, rating: rating.slice(1) } })).status).toBe(400)
    const sent = await call('POST', 'online-course/certificate/submit-feedback', { cookie: learner.token, body: { courseId: course.courseId, rating, others: 'Bagus sekali' } })
    expect(sent.status).toBe(200)
    expect((await call('POST', 'online-course/certificate/submit-feedback', { cookie: learner.token, body: { courseId: course.courseId, rating } })).status).toBe(409)
    const ready = await certificateOf(learner.token)
    expect(ready.body.data?.status).toBe('ready')
    expect(ready.body.data?.linkedInUrl).toContain('https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME')
  })

  it('serves the PDF to its holder with name, course and code, and the QR link to the public check', async () => {
    const ready = (await certificateOf(learner.token)).body.data!
    const response = await download(learner.token, ready.certificate!.certificateId)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const { text, links } = await readPdf(new Uint8Array(await response.arrayBuffer()))
    expect(text).toContain(ready.certificate!.holderName)
    expect(text).toContain(ready.certificate!.code)
    expect(links).toEqual([ready.verificationUrl])
  })

  it('refuses another user the PDF of someone else’s certificate', async () => {
    const ready = (await certificateOf(learner.token)).body.data!
    expect((await download(other.token, ready.certificate!.certificateId)).status).toBe(403)
    expect((await certificateOf(other.token)).body.data?.status).toBe('not-issued')
  })

  it('verifies a code publicly by GET and POST, naming holder and course', async () => {
    const { code, holderName } = (await certificateOf(learner.token)).body.data!.certificate!
    const byGet = await call<TVerification>('GET', `online-course/certificate-verification?certificateCode=${code.toLowerCase()}`)
    expect(byGet.status).toBe(200)
    expect(byGet.body.data).toMatchObject({ status: 'valid', certificate: { holderName, courseName: `Kursus ${course.slug}` } })
    const byPost = await call<TVerification>('POST', 'online-course/certificate-verification', { body: { certificateCode: code } })
    expect(byPost.body.data?.status).toBe('valid')
    expect((await call<TVerification>('GET', `online-course/get-certificate-verification?certificateCode=${code}`)).body.data?.status).toBe('valid')
  })

  it('reports a made-up code as unknown', async () => {
    const made = await call('GET', 'online-course/certificate-verification?certificateCode=AAAAAAAAAAAAAAAAAAAAAAAAAA', { locale: 'en' })
    expect(made.status).toBe(404)
    expect(made.body.message).toBe('This certificate code is unknown. Check the code you entered.')
    expect((await call('POST', 'online-course/certificate-verification', { body: { certificateCode: 'nonsense' } })).status).toBe(404)
  })

  it('reports a revoked certificate as revoked and stops serving its PDF', async () => {
    const payload = await getTestPayload()
    const ready = (await certificateOf(learner.token)).body.data!
    await payload.update({ collection: 'certificates', id: ready.certificate!.certificateId, data: { revoked: true, revokedReason: 'Uji' }, overrideAccess: true })
    const checked = await call<TVerification>('GET', `online-course/certificate-verification?certificateCode=${ready.certificate!.code}`, { locale: 'en' })
    expect(checked.status).toBe(200)
    expect(checked.body.data?.status).toBe('revoked')
    expect(checked.body.message).toContain('revoked')
    expect((await download(learner.token, ready.certificate!.certificateId)).status).toBe(410)
    const row = await payload.findByID({ collection: 'certificates', id: ready.certificate!.certificateId, overrideAccess: true })
    expect(row.revokedAt).toBeTruthy()
  })

  it('keeps certificates out of the REST API for learners', async () => {
    expect((await call('GET', 'certificates', { cookie: learner.token })).status).toBe(403)
  })
})
