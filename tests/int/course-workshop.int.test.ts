import { describe, expect, it } from 'vitest'
import { registeredMember } from './account/accounts'
import { call } from './account/http'
import { createTestCourse } from './courses-helpers'
import { getTestPayload } from './setup/payload'

/** Spec section 2 "Fixed workshop lecture layout": the lecture call tells the page which layout to use. */
describe('workshop courses', () => {
  it('answers workshop true on a workshop course’s lectures and false elsewhere', async () => {
    const payload = await getTestPayload()
    const [plain, workshop] = [await createTestCourse(payload), await createTestCourse(payload)]
    await payload.update({ collection: 'courses', id: workshop.courseId, data: { workshop: true }, overrideAccess: true })
    const learner = await registeredMember()
    const flags: unknown[] = []
    for (const course of [plain, workshop]) {
      await call('POST', 'online-course/enroll', { cookie: learner.token, body: { courseId: course.courseId } })
      const answer = await call<{ workshop: boolean }>('GET', `online-course/interface?courseId=${course.courseId}&lecturesId=${course.lectureIds[0]}`, { cookie: learner.token })
      expect(answer.status).toBe(200)
      flags.push(answer.body.data?.workshop)
    }
    expect(flags).toEqual([false, true])
  })
})
