import { beforeAll, describe, expect, it } from 'vitest'
import type { TLearnerCourse } from '../../backend/services/courses/list-learner-courses'
import type { TLecturerCourse } from '../../backend/services/courses/list-lecturer-courses'
import type { TCourseProgress } from '../../backend/services/courses/progress'
import { registeredMember, signIn } from './account/accounts'
import { call } from './account/http'
import { createTestCourse, type TTestCourse } from './courses-helpers'
import { createUser, getTestPayload } from './setup/payload'

type TMenu = { progress: TCourseProgress; listingChapter: { lectures: { lecturesId: number; status: boolean }[] }[] }
type TInterface = { lecture: { lecturesId: number; type: string; embedUrl: string | null; prev: { lecturesId: number } | null; next: { lecturesId: number } | null; markAsRead: boolean } }

let course: TTestCourse
let noExam: TTestCourse
let learner: Awaited<ReturnType<typeof registeredMember>>
let lecturerToken: string
let otherLecturerToken: string

beforeAll(async () => {
  const payload = await getTestPayload()
  const lecturer = await createUser('lecturer')
  const other = await createUser('lecturer')
  lecturerToken = (await signIn(lecturer.email, 'Secret-123!')).token
  otherLecturerToken = (await signIn(other.email, 'Secret-123!')).token
  course = await createTestCourse(payload, { lecturerId: lecturer.id, finalExam: true })
  noExam = await createTestCourse(payload, { lecturerId: lecturer.id })
  learner = await registeredMember()
  for (const target of [course, noExam]) await call('POST', 'online-course/enroll', { cookie: learner.token, body: { courseId: target.courseId } })
})

const mark = (target: TTestCourse, lecturesId: number) =>
  call<{ progress: TCourseProgress }>('POST', 'online-course/mark-as-read', { cookie: learner.token, body: { courseId: target.courseId, lecturesId } })

describe('course interface and progress', () => {
  it('serves a lecture with its neighbours in course order, across chapters', async () => {
    const { status, body } = await call<TInterface>('GET', `online-course/interface?courseId=${course.courseId}&lecturesId=${course.lectureIds[2]}`, { cookie: learner.token })
    expect(status).toBe(200)
    expect(body.data?.lecture).toMatchObject({ lecturesId: course.lectureIds[2], type: 'audio', markAsRead: false })
    expect(body.data?.lecture.prev?.lecturesId).toBe(course.lectureIds[1])
    expect(body.data?.lecture.next?.lecturesId).toBe(course.lectureIds[3])
    const video = await call<TInterface>('GET', `online-course/interface?courseId=${course.courseId}&lecturesId=${course.lectureIds[1]}`, { cookie: learner.token })
    expect(video.body.data?.lecture.embedUrl).toBe('https://www.youtube-nocookie.com/embed/abcdefghijk')
  })

  it('answers 404 for a lecture of another course', async () => {
    const result = await call('GET', `online-course/interface?courseId=${course.courseId}&lecturesId=${noExam.lectureIds[0]}`, { cookie: learner.token })
    expect(result.status).toBe(404)
  })

  it('marks a lecture read once however often it is sent, and counts it in the progress', async () => {
    const results = await Promise.all([mark(course, course.lectureIds[0]), mark(course, course.lectureIds[0]), mark(course, course.lectureIds[0])])
    expect(results.map((result) => result.status)).toEqual([200, 200, 200])
    const payload = await getTestPayload()
    const rows = await payload.count({ collection: 'lecture-progress', where: { and: [{ user: { equals: learner.accountId } }, { lecture: { equals: course.lectureIds[0] } }] } })
    expect(rows.totalDocs).toBe(1)
    const menu = await call<TMenu>('GET', `online-course/course-interface/menu?courseId=${course.courseId}`, { cookie: learner.token })
    expect(menu.body.data?.progress).toMatchObject({ totalLectures: 5, doneLectures: 1, percent: 20, completed: false })
    expect(menu.body.data?.listingChapter[0].lectures[0].status).toBe(true)
    expect(menu.body.data?.listingChapter[0].lectures[1].status).toBe(false)
  })

  it('does not let a quiz be marked read: it is done by passing it', async () => {
    const result = await mark(course, course.quizId)
    expect(result.status).toBe(400)
  })

  it('keeps a course with a final exam ongoing when every other lecture is read', async () => {
    for (const id of course.lectureIds.filter((id) => id !== course.quizId)) await mark(course, id)
    const ongoing = await call<TLearnerCourse[]>('GET', 'user/activity/online-course', { cookie: learner.token })
    const row = ongoing.body.data?.find((item) => item.courseId === course.courseId)
    expect(row?.progress).toMatchObject({ doneLectures: 4, percent: 80, completed: false, finalExam: true })
    // The card itself (read from the content cache since issue 26), and where to continue: the quiz is left.
    expect(row).toMatchObject({ slug: course.slug, courseName: `Kursus ${course.slug}`, courseInfo: 'Info', provided: '', image: null, totalLectures: 5, firstLectureId: course.lectureIds[0] })
  })

  it('lists the learner’s ongoing and completed courses with progress', async () => {
    const completed = await call<TLearnerCourse[]>('GET', 'user/activity/online-course?status=completed', { cookie: learner.token })
    expect(completed.status).toBe(200)
    expect(completed.body.data?.map((item) => item.courseId)).not.toContain(noExam.courseId)
    const ongoing = await call<TLearnerCourse[]>('GET', 'user/activity/online-course?status=ongoing', { cookie: learner.token })
    expect(ongoing.body.data?.map((item) => item.courseId)).toEqual(expect.arrayContaining([course.courseId, noExam.courseId]))
  })

  it('shows the lecturer their courses, the enrolment count and each learner’s progress; not another lecturer', async () => {
    const { status, body } = await call<TLecturerCourse[]>('GET', 'lecturer/activity/online-course', { cookie: lecturerToken })
    expect(status).toBe(200)
    const row = body.data?.find((item) => item.courseId === course.courseId)
    expect(row?.totalEnrolled).toBe(1)
    expect(row?.learners[0]).toMatchObject({ accountId: learner.accountId, fullName: learner.fullName, email: learner.email, percent: 80, doneLectures: 4, completed: false })
    expect(row).toMatchObject({ slug: course.slug, courseName: `Kursus ${course.slug}`, totalLectures: 5, totalCompleted: 0 })
    const other = await call<TLecturerCourse[]>('GET', 'lecturer/activity/online-course', { cookie: otherLecturerToken })
    expect(other.body.data?.map((item) => item.courseId)).not.toContain(course.courseId)
    expect((await call('GET', 'lecturer/activity/online-course', { cookie: learner.token })).status).toBe(403)
  })

  it('refuses progress marks from the lecturer', async () => {
    const result = await call('POST', 'online-course/mark-as-read', { cookie: lecturerToken, body: { courseId: course.courseId, lecturesId: course.lectureIds[0] } })
    expect(result.status).toBe(403)
  })
})
