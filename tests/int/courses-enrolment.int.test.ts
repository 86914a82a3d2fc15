import { beforeAll, describe, expect, it } from 'vitest'
import { registeredMember, signIn } from './account/accounts'
import { call } from './account/http'
import { createTestCourse, type TTestCourse } from './courses-helpers'
import { createUser, getTestPayload } from './setup/payload'

let course: TTestCourse
let learner: Awaited<ReturnType<typeof registeredMember>>
let lecturerToken: string

beforeAll(async () => {
  const payload = await getTestPayload()
  const lecturer = await createUser('lecturer')
  lecturerToken = (await signIn(lecturer.email, 'Secret-123!')).token
  course = await createTestCourse(payload, { lecturerId: lecturer.id })
  learner = await registeredMember()
})

describe('course catalogue and enrolment', () => {
  it('lists published courses three at a time with the total', async () => {
    const { status, body } = await call<never>('GET', 'online-course/listing?skip=0&take=3')
    const raw = body as unknown as { listing: { slug: string }[]; totalData: number }
    expect(status).toBe(200)
    expect(raw.listing.length).toBeLessThanOrEqual(3)
    expect(raw.totalData).toBeGreaterThanOrEqual(1)
  })

  it('shows a course to a visitor with alreadyEnroll false, by id or by slug', async () => {
    const byId = await call<{ banner: { courseName: string }; alreadyEnroll: boolean; listingChapter: unknown[] }>('GET', `online-course/detail?courseId=${course.courseId}`)
    expect(byId.status).toBe(200)
    expect(byId.body.data).toMatchObject({ alreadyEnroll: false, banner: { courseName: `Kursus ${course.slug}` } })
    expect(byId.body.data?.listingChapter).toHaveLength(2)
    const bySlug = await call('GET', `online-course/detail?courseId=${course.slug}`)
    expect(bySlug.status).toBe(200)
  })

  it('sends a visitor away with 401 from enrolment and from the lectures', async () => {
    expect((await call('GET', `online-course/enroll-validation?courseId=${course.courseId}`)).status).toBe(401)
    expect((await call('POST', 'online-course/enroll', { body: { courseId: course.courseId } })).status).toBe(401)
    expect((await call('GET', `online-course/interface?courseId=${course.courseId}&lecturesId=${course.lectureIds[0]}`)).status).toBe(401)
    expect((await call('GET', 'user/activity/online-course')).status).toBe(401)
  })

  it('refuses the lectures, menu, announcements and marking to a learner who is not enrolled', async () => {
    const cookie = learner.token
    for (const path of ['interface', 'course-interface/menu', 'course-structure', 'announcement', 'material']) {
      const result = await call('GET', `online-course/${path}?courseId=${course.courseId}&lecturesId=${course.lectureIds[0]}`, { cookie, locale: 'en' })
      expect(result.status, path).toBe(403)
      expect(result.body.message).toBe('You are not enrolled in this course. Enrol first to open its lectures.')
    }
    expect((await call('POST', 'online-course/mark-as-read', { cookie, body: { courseId: course.courseId, lecturesId: course.lectureIds[0] } })).status).toBe(403)
  })

  it('lets a learner enrol once: validation turns false, a second enrol answers already enrolled, one row is kept', async () => {
    const cookie = learner.token
    const before = await call<{ status: boolean }>('GET', `online-course/enroll-validation?courseId=${course.courseId}`, { cookie })
    expect(before.body.data?.status).toBe(true)
    const [first, second] = await Promise.all([
      call<{ status: boolean }>('POST', 'online-course/enroll', { cookie, body: { courseId: course.courseId } }),
      call<{ status: boolean }>('POST', 'online-course/enroll', { cookie, body: { courseId: course.courseId } }),
    ])
    expect([first.status, second.status]).toEqual([200, 200])
    expect(first.body.data?.status && second.body.data?.status).toBe(true)
    const again = await call('POST', 'online-course/enroll', { cookie, body: { courseId: course.courseId }, locale: 'en' })
    expect(again.body.message).toBe('You are already enrolled in this course.')
    const after = await call<{ status: boolean }>('GET', `online-course/enroll-validation?courseId=${course.courseId}`, { cookie })
    expect(after.body.data?.status).toBe(false)
    const payload = await getTestPayload()
    const rows = await payload.count({ collection: 'course-enrolments', where: { and: [{ user: { equals: learner.accountId } }, { course: { equals: course.courseId } }] } })
    expect(rows.totalDocs).toBe(1)
    const detail = await call<{ alreadyEnroll: boolean }>('GET', `online-course/detail?courseId=${course.courseId}`, { cookie })
    expect(detail.body.data?.alreadyEnroll).toBe(true)
  })

  it('does not let staff enrol, but lets the course’s lecturer read its lectures', async () => {
    expect((await call('POST', 'online-course/enroll', { cookie: lecturerToken, body: { courseId: course.courseId } })).status).toBe(403)
    const validation = await call<{ status: boolean }>('GET', `online-course/enroll-validation?courseId=${course.courseId}`, { cookie: lecturerToken })
    expect(validation.body.data?.status).toBe(false)
    const lecture = await call<{ role: string }>('GET', `online-course/interface?courseId=${course.courseId}&lecturesId=${course.lectureIds[1]}`, { cookie: lecturerToken })
    expect(lecture.status).toBe(200)
    expect(lecture.body.data?.role).toBe('teacher')
  })

  it('answers 404 for an unknown course and 400 for a malformed id', async () => {
    expect((await call('GET', 'online-course/detail?courseId=999999')).status).toBe(404)
    expect((await call('GET', 'online-course/detail?courseId=Not%20A%20Slug')).status).toBe(400)
  })

  it('never serves lecture rows through the collection API to a learner', async () => {
    const result = await call('GET', `course-lectures/${course.lectureIds[0]}`, { cookie: learner.token })
    expect([401, 403]).toContain(result.status)
  })
})
