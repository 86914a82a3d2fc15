import { beforeAll, describe, expect, it } from 'vitest'
import { onePagePdf } from '../../backend/seed/seed-files'
import { registeredMember } from './account/accounts'
import { call, ORIGIN } from './account/http'
import { mailCatcher } from './account/mail-catcher'
import { REST_GET } from '@payloadcms/next/routes'
import { loadTestConfig } from './setup/config'
import { getTestPayload } from './setup/payload'
import { listCourses } from '../../backend/services/courses/list-courses'
import { listCatalogueSitemapDocuments } from '../../backend/services/search/catalogue-sitemap'

/** A file download (not JSON) through the same route handler, as the signed-in browser asks for it. */
async function download(path: string, cookie: string) {
  const url = new URL(path, `${ORIGIN}/api/`)
  const request = new Request(url, { headers: { host: 'localhost:3000', cookie: `auth-token=${cookie}` } })
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  return REST_GET(loadTestConfig())(request, { params: Promise.resolve({ slug }) })
}

type TMember = Awaited<ReturnType<typeof registeredMember>>
type TSummary = { registrationId: number; paidStatus: string; amount: number; payment: { bank: { accountNumber: string } | null } }
type TMenu = { listingChapter: { chapterId: string; lectures: { lecturesId: string; status: boolean }[] }[] }

let owner: TMember
let other: TMember
const slugs = { open: `cp3p-open-${Date.now()}`, late: `cp3p-late-${Date.now()}`, single: `cp3p-single-${Date.now()}` }
let openId: number

/** A programme on the engine (decision 036): its course (marked cp3p) holds a reading and a quiz lecture. */
async function programme(slug: string, dueInDays: number, capacity: number) {
  const payload = await getTestPayload()
  const course = await payload.create({ collection: 'courses', data: { _status: 'published', name: `Course ${slug}`, slug: `course-${slug}`, cp3pCourse: true, finalExam: true }, overrideAccess: true })
  const chapter = await payload.create({ collection: 'course-chapters', data: { course: course.id, order: 1, title: 'Chapter 1' }, overrideAccess: true })
  const reading = await payload.create({ collection: 'course-lectures', data: { chapter: chapter.id, order: 1, title: 'Reading', type: 'reading' }, overrideAccess: true })
  const quiz = await payload.create({ collection: 'course-lectures', data: { chapter: chapter.id, order: 2, title: 'Quiz', type: 'quiz' }, overrideAccess: true })
  const doc = await payload.create({
    collection: 'cp3p-programmes',
    data: {
      title: `Programme ${slug}`,
      slug,
      price: 12_500_000,
      currency: 'IDR',
      capacity,
      dueDateRegistration: new Date(Date.now() + dueInDays * 86_400_000).toISOString(),
      course: course.id,
      feedbackQuestions: [{ title: 'Material' }, { title: 'Trainer' }],
    },
    overrideAccess: true,
  })
  engines.set(slug, { courseId: course.id, courseSlug: course.slug, readingId: reading.id, quizId: quiz.id })
  return doc.id
}

const engines = new Map<string, { courseId: number; courseSlug: string; readingId: number; quizId: number }>()

const proofForm = (courseId: string, bytes: Uint8Array, name: string, type: string) => {
  const form = new FormData()
  form.append('courseId', courseId)
  form.append('file', new Blob([Buffer.from(bytes)], { type }), name)
  return form
}
const PDF = onePagePdf('Transfer receipt CP3P')

beforeAll(async () => {
  owner = await registeredMember()
  other = await registeredMember()
  openId = await programme(slugs.open, 30, 10)
  await programme(slugs.late, -1, 10)
  await programme(slugs.single, 30, 1)
})

describe('cp3p registration and payment', () => {
  it('registers once, with the amount and the configured bank details', async () => {
    const first = await call<TSummary>('POST', 'cp3p/public-course/registration', { cookie: owner.token, body: { courseId: slugs.open } })
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({ paidStatus: 'unpaid', amount: 12_500_000 })
    expect(first.body.data?.payment.bank?.accountNumber).toBeTruthy()
    const again = await call<TSummary>('POST', 'cp3p/public-course/registration', { cookie: owner.token, body: { courseId: openId } })
    expect(again.body.data?.registrationId).toBe(first.body.data?.registrationId)
    const payload = await getTestPayload()
    expect((await payload.findByID({ collection: 'cp3p-programmes', id: openId, overrideAccess: true })).registeredCount).toBe(1)
    const validation = await call<{ status: boolean; paidStatus: string; activeCourse: boolean }>('GET', `cp3p/public-course/detail-enrollment-validation?courseId=${slugs.open}`, { cookie: owner.token })
    expect(validation.body.data).toMatchObject({ status: false, paidStatus: 'unpaid', activeCourse: false })
  })

  it('refuses a registration past its due date with a clear message in the language of the call', async () => {
    const late = await call('POST', 'cp3p/public-course/registration', { cookie: owner.token, body: { courseId: slugs.late }, locale: 'en' })
    expect(late.status).toBe(409)
    expect(late.body.message).toMatch(/deadline has passed/)
    const lateId = await call('POST', 'cp3p/public-course/registration', { cookie: owner.token, body: { courseId: slugs.late }, locale: 'id' })
    expect(lateId.body.message).toMatch(/sudah ditutup/)
  })

  it('gives the last seat to exactly one of two racing members and refuses the other as full', async () => {
    const results = await Promise.all([
      call('POST', 'cp3p/public-course/registration', { cookie: owner.token, body: { courseId: slugs.single }, locale: 'en' }),
      call('POST', 'cp3p/public-course/registration', { cookie: other.token, body: { courseId: slugs.single }, locale: 'en' }),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    expect(results.find((r) => r.status === 409)?.body.message).toMatch(/full/)
  })

  it('refuses a proof whose bytes are not an image or PDF, whatever its name', async () => {
    const exe = Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00])
    const refused = await call('POST', `cp3p/public-course/payment-confirmation-submit?courseId=${slugs.open}`, { cookie: owner.token, form: proofForm(slugs.open, exe, 'receipt.pdf', 'application/pdf') })
    expect(refused.status).toBe(400)
    const saved = await call<TSummary>('POST', `cp3p/public-course/payment-confirmation-submit?courseId=${slugs.open}`, { cookie: owner.token, form: proofForm(slugs.open, PDF, 'receipt.pdf', 'application/pdf') })
    expect(saved.status).toBe(200)
    expect(saved.body.data?.paidStatus).toBe('waiting-verification')
  })

  it('lets only the owner read the proof and the registration', async () => {
    const mine = await download(`cp3p/public-course/payment-proof?courseId=${slugs.open}`, owner.token)
    expect(mine.status).toBe(200)
    expect(Buffer.from(await mine.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-')
    expect(mine.headers.get('content-type')).toBe('application/pdf')
    expect((await call('GET', `cp3p/public-course/payment-proof?courseId=${slugs.open}`, { cookie: other.token })).status).toBe(404)
    const registrationId = (await call<TSummary>('GET', `cp3p/public-course/registration-summary?courseId=${slugs.open}`, { cookie: owner.token })).body.data!.registrationId
    expect((await call('GET', `cp3p/public-course/payment-proof?registrationId=${registrationId}&courseId=${slugs.open}`, { cookie: other.token })).status).toBe(404)
    expect((await call('GET', `cp3p/public-course/registration-summary?courseId=${slugs.open}`, { cookie: other.token })).status).toBe(404)
    const list = await call<unknown[]>('GET', 'cp3p/course-enroll/list', { cookie: other.token })
    expect(list.body.data?.some((row) => (row as { registrationId: number }).registrationId === registrationId)).toBe(false)
    const payload = await getTestPayload()
    const otherUser = await payload.findByID({ collection: 'users', id: other.accountId, overrideAccess: true })
    const asOther = await payload.find({ collection: 'cp3p-registrations', user: otherUser, overrideAccess: false, where: { id: { equals: registrationId } } })
    expect(asOther.docs).toHaveLength(0)
    // Payload's own read of proofs (and so its /api/cp3p-payment-proofs/file/... route) is staff only.
    await expect(payload.find({ collection: 'cp3p-payment-proofs', user: otherUser, overrideAccess: false })).rejects.toThrow()
    expect((await call('GET', `cp3p/public-course/payment-proof?courseId=${slugs.open}`)).status).toBe(401)
  })

  it('keeps the dashboard closed until staff verify the payment, then notifies and mails the learner', async () => {
    expect((await call('GET', `cp3p/lms/course-content?courseId=${slugs.open}`, { cookie: owner.token })).status).toBe(403)
    expect((await call('GET', `cp3p/lms/course-content?courseId=${slugs.open}`, { cookie: other.token })).status).toBe(403)
    const payload = await getTestPayload()
    const registrationId = (await call<TSummary>('GET', `cp3p/public-course/registration-summary?courseId=${slugs.open}`, { cookie: owner.token })).body.data!.registrationId
    const verified = await payload.update({ collection: 'cp3p-registrations', id: registrationId, data: { paymentStatus: 'paid' }, overrideAccess: true })
    expect(verified.verifiedAt).toBeTruthy()
    const notifications = await payload.find({ collection: 'notifications', where: { user: { equals: owner.accountId } }, overrideAccess: true, locale: 'en' })
    expect(notifications.docs.some((doc) => /payment .* is verified/.test(doc.intro))).toBe(true)
    const mail = await mailCatcher.latestTo(owner.email)
    expect(mail.subject).toMatch(/terverifikasi|verified/)
    const menu = await call<TMenu>('GET', `cp3p/lms/course-content?courseId=${slugs.open}`, { cookie: owner.token })
    expect(menu.status).toBe(200)
    const chapter = menu.body.data!.listingChapter[0]
    const lecturesId = chapter.lectures[0].lecturesId
    const read = await call('POST', 'cp3p/lms/interface-mark-as-read', { cookie: owner.token, body: { courseId: openId, lecturesId } })
    expect(read.status).toBe(200)
    await call('POST', 'cp3p/lms/interface-mark-as-read', { cookie: owner.token, body: { courseId: openId, lecturesId } })
    const after = await call<TMenu>('GET', `cp3p/lms/course-interface-menu?courseId=${openId}`, { cookie: owner.token })
    expect(after.body.data!.listingChapter[0].lectures[0].status).toBe(true)
    expect((await call('GET', `cp3p/lms/course-interface?courseId=${openId}&lecturesId=${lecturesId}`, { cookie: other.token })).status).toBe(403)
  })

  it('takes feedback once per learner', async () => {
    const form = await call<{ questions: { id: string }[] }>('GET', `cp3p/lms/course-feedback?courseId=${openId}`, { cookie: owner.token })
    const rating = form.body.data!.questions.map((q) => ({ id: q.id, star: 4 }))
    expect((await call('POST', 'cp3p/lms/feedback-post', { cookie: owner.token, body: { courseId: openId, rating, others: 'Good' } })).status).toBe(200)
    expect((await call('POST', 'cp3p/lms/feedback-post', { cookie: owner.token, body: { courseId: openId, rating, others: 'Again' } })).status).toBe(409)
  })
})

describe('cp3p on the online-course engine (decision 036)', () => {
  const enrolments = async (courseId: number, userId: number) =>
    (await (await getTestPayload()).count({ collection: 'course-enrolments', where: { and: [{ course: { equals: courseId } }, { user: { equals: userId } }] }, overrideAccess: true })).totalDocs

  it('answers engine lecture ids in the spec shape and records marks in lecture-progress', async () => {
    const engine = engines.get(slugs.open)!
    const menu = await call<TMenu & { engine: { slug: string } }>('GET', `cp3p/lms/course-interface-menu?courseId=${openId}`, { cookie: owner.token })
    expect(menu.body.data!.listingChapter[0].lectures.map((lecture) => lecture.lecturesId)).toEqual([String(engine.readingId), String(engine.quizId)])
    expect(menu.body.data!.engine.slug).toBe(engine.courseSlug)
    const lecture = await call<{ lecturesId: string; chapterId: string; next: { lecturesId: string } }>('GET', `cp3p/lms/course-interface?courseId=${openId}&lecturesId=${engine.readingId}`, { cookie: owner.token })
    expect(lecture.body.data).toMatchObject({ lecturesId: String(engine.readingId), next: { lecturesId: String(engine.quizId) } })
    const payload = await getTestPayload()
    const marks = await payload.find({ collection: 'lecture-progress', where: { and: [{ user: { equals: owner.accountId } }, { lecture: { equals: engine.readingId } }] }, overrideAccess: true })
    expect(marks.totalDocs).toBe(1)
    // A quiz is done by passing it on the engine, and a lecture of another course is not this programme's.
    const quiz = await call('POST', 'cp3p/lms/interface-mark-as-read', { cookie: owner.token, body: { courseId: openId, lecturesId: String(engine.quizId) }, locale: 'en' })
    expect(quiz.status).toBe(400)
    const foreign = engines.get(slugs.late)!.readingId
    expect((await call('POST', 'cp3p/lms/interface-mark-as-read', { cookie: owner.token, body: { courseId: openId, lecturesId: String(foreign) } })).status).toBe(404)
  })

  it('enrols the paid registrant in the engine course, whose pages then admit them, and nobody else', async () => {
    const engine = engines.get(slugs.open)!
    expect(await enrolments(engine.courseId, owner.accountId)).toBe(1)
    expect((await call('GET', `online-course/course-interface/menu?courseId=${engine.courseSlug}`, { cookie: owner.token })).status).toBe(200)
    expect((await call('GET', `online-course/course-interface/menu?courseId=${engine.courseSlug}`, { cookie: other.token })).status).toBe(403)
  })

  it('keeps programme courses out of the catalogue and the online-course enrol call', async () => {
    const engine = engines.get(slugs.open)!
    const payload = await getTestPayload()
    const slugsListed: string[] = []
    for (let skip = 0, total = 1; skip < total; skip += 24) {
      const page = await listCourses(payload, 'en', skip, 24)
      total = page.totalData
      slugsListed.push(...page.listing.map((card) => card.slug))
    }
    expect(slugsListed).not.toContain(engine.courseSlug)
    expect((await listCatalogueSitemapDocuments(payload)).some((doc) => doc.module === 'online-course' && doc.docId === engine.courseId)).toBe(false)
    const enrol = await call('POST', 'online-course/enroll', { cookie: other.token, body: { courseId: engine.courseId }, locale: 'en' })
    expect(enrol.status).toBe(403)
    expect(enrol.body.message).toMatch(/cp3p programme/)
    expect(await enrolments(engine.courseId, other.accountId)).toBe(0)
  })

  it('ends access when the registration is cancelled and restores it, progress kept, when registered again', async () => {
    const engine = engines.get(slugs.open)!
    const payload = await getTestPayload()
    const registrationId = (await call<TSummary>('GET', `cp3p/public-course/registration-summary?courseId=${slugs.open}`, { cookie: owner.token })).body.data!.registrationId
    await payload.update({ collection: 'cp3p-registrations', id: registrationId, data: { status: 'cancelled' }, overrideAccess: true })
    expect(await enrolments(engine.courseId, owner.accountId)).toBe(0)
    expect((await call('GET', `cp3p/lms/course-content?courseId=${openId}`, { cookie: owner.token })).status).toBe(403)
    expect((await call('GET', `online-course/course-interface/menu?courseId=${engine.courseSlug}`, { cookie: owner.token })).status).toBe(403)
    await payload.update({ collection: 'cp3p-registrations', id: registrationId, data: { status: 'registered' }, overrideAccess: true })
    expect(await enrolments(engine.courseId, owner.accountId)).toBe(1)
    const menu = await call<TMenu>('GET', `cp3p/lms/course-content?courseId=${openId}`, { cookie: owner.token })
    expect(menu.body.data!.listingChapter[0].lectures[0].status).toBe(true)
  })

  it("keeps a sequential programme course's lectures in order on the cp3p calls too (decision 035)", async () => {
    const payload = await getTestPayload()
    const slug = `cp3p-sequential-${Date.now()}`
    const programmeId = await programme(slug, 30, 10)
    const engine = engines.get(slug)!
    await payload.update({ collection: 'courses', id: engine.courseId, data: { sequential: true }, overrideAccess: true })
    const chapter = (await payload.find({ collection: 'course-chapters', where: { course: { equals: engine.courseId } }, overrideAccess: true })).docs[0]
    const material = await payload.create({ collection: 'cp3p-materials', data: { title: 'Notes' }, file: { data: Buffer.from(PDF), mimetype: 'application/pdf', name: 'notes.pdf', size: PDF.length }, overrideAccess: true })
    const later = await payload.create({ collection: 'course-lectures', data: { chapter: chapter.id, order: 3, title: 'Later reading', type: 'reading', cp3pMaterial: material.id }, overrideAccess: true })
    const registered = await call<TSummary>('POST', 'cp3p/public-course/registration', { cookie: other.token, body: { courseId: slug } })
    await payload.update({ collection: 'cp3p-registrations', id: registered.body.data!.registrationId, data: { paymentStatus: 'paid' }, overrideAccess: true })
    const query = `courseId=${programmeId}&lecturesId=${later.id}`
    const locked = await call('GET', `cp3p/lms/course-interface?${query}`, { cookie: other.token, locale: 'en' })
    expect(locked.status).toBe(403)
    expect(locked.body.message).toContain('Reading')
    expect((await call('POST', 'cp3p/lms/interface-mark-as-read', { cookie: other.token, body: { courseId: programmeId, lecturesId: String(later.id) } })).status).toBe(403)
    expect((await download(`/api/cp3p/lms/material?${query}`, other.token)).status).toBe(403)
    // The first lecture is open, and staff never wait.
    expect((await call('GET', `cp3p/lms/course-interface?courseId=${programmeId}&lecturesId=${engine.readingId}`, { cookie: other.token })).status).toBe(200)
    // The menu says the same: the later lecture names what to finish first, the first one is open.
    type TMenu = { listingChapter: { lectures: { lecturesId: string; lockedBy?: string }[] }[] }
    const menu = await call<TMenu>('GET', `cp3p/lms/course-interface-menu?courseId=${programmeId}`, { cookie: other.token, locale: 'en' })
    const rows = menu.body.data!.listingChapter.flatMap((row) => row.lectures)
    expect(rows.find((row) => row.lecturesId === String(later.id))?.lockedBy).toBeTruthy()
    expect(rows.find((row) => row.lecturesId === String(engine.readingId))?.lockedBy).toBeUndefined()
  })
})
