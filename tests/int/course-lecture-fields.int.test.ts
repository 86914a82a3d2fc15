import { beforeAll, describe, expect, it } from 'vitest'
import type { TLectureView } from '../../backend/services/courses/get-lecture'
import { createTestImage } from './about-helpers'
import { registeredMember } from './account/accounts'
import { call } from './account/http'
import { createTestCourse, type TTestCourse } from './courses-helpers'
import { getTestPayload } from './setup/payload'

/** Spec section 3 "Course lecture": contentDescription, contentPreview (path, alt) and assignment (duration, question, lockButton). */

let course: TTestCourse
let learner: Awaited<ReturnType<typeof registeredMember>>

beforeAll(async () => {
  const payload = await getTestPayload()
  course = await createTestCourse(payload)
  const image = await createTestImage('lecture-preview', { id: 'Diagram siklus KPBU', en: 'PPP cycle diagram' })
  const [withAll, withEmptyAssignment] = course.lectureIds
  await payload.update({
    collection: 'course-lectures',
    id: withAll,
    locale: 'id',
    data: { contentDescription: 'Bacaan 5 menit', contentPreview: { image, alt: 'Pratinjau bacaan' }, assignment: { question: 'Sebutkan satu proyek KPBU.', duration: 10, lockButton: true } },
    overrideAccess: true,
  })
  await payload.update({ collection: 'course-lectures', id: withAll, locale: 'en', data: { title: 'Reading', contentDescription: 'A 5-minute reading', contentPreview: { image, alt: 'Reading preview' }, assignment: { question: 'Name one PPP project.' } }, overrideAccess: true })
  await payload.update({ collection: 'course-lectures', id: withEmptyAssignment, data: { assignment: { duration: 5, lockButton: true } }, overrideAccess: true })
  await payload.update({ collection: 'course-lectures', id: course.lectureIds[2], data: { contentPreview: { image } }, overrideAccess: true })
  learner = await registeredMember()
  await call('POST', 'online-course/enroll', { cookie: learner.token, body: { courseId: course.courseId } })
})

const lectureOf = async (lecturesId: number, locale: 'id' | 'en') =>
  (await call<{ lecture: TLectureView }>('GET', `online-course/interface?courseId=${course.courseId}&lecturesId=${lecturesId}`, { cookie: learner.token, locale })).body.data?.lecture

describe('lecture content description, preview and assignment', () => {
  it('answers them in the asked language, the preview as a path with its alt text', async () => {
    const id = await lectureOf(course.lectureIds[0], 'id')
    expect(id).toMatchObject({
      contentDescription: 'Bacaan 5 menit',
      contentPreview: { path: expect.stringMatching(/^\/api\/media\/file\/lecture-preview.*\.(png|webp)$/), alt: 'Pratinjau bacaan' },
      assignment: { question: 'Sebutkan satu proyek KPBU.', duration: 10, lockButton: true },
    })
    const en = await lectureOf(course.lectureIds[0], 'en')
    expect(en?.contentDescription).toBe('A 5-minute reading')
    expect(en?.contentPreview?.alt).toBe('Reading preview')
    expect(en?.assignment).toEqual({ question: 'Name one PPP project.', duration: 10, lockButton: true })
  })

  it('gives a preview without alt text of its own the alt text of the image', async () => {
    expect((await lectureOf(course.lectureIds[2], 'en'))?.contentPreview?.alt).toBe('PPP cycle diagram')
  })

  it('answers no assignment without a question, and empty fields on a lecture that has none', async () => {
    const lecture = await lectureOf(course.lectureIds[1], 'id')
    expect(lecture).toMatchObject({ contentDescription: '', contentPreview: null, assignment: null })
  })
})
