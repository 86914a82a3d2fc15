import { beforeAll, describe, expect, it } from 'vitest'
import type { TQuestionView } from '../../backend/services/assessments/question-view'
import type { User } from '../../backend/payload-types'
import { call } from './account/http'
import { backdateAttempt, createQuizBank, enrolledLearner, giveAccommodation } from './assessments-helpers'
import { createTestCourse, type TTestCourse } from './courses-helpers'
import { createUser, getTestPayload } from './setup/payload'

/** Accommodations (decision 035): extra time and attempts honoured by the server clock, given only by the course's staff. */
type THowToUse = { timeLimitMinutes: number; attemptsAllowed: number; attemptsUsed: number }

let course: TTestCourse
let otherCourse: TTestCourse
let bankId: number
let otherBankId: number
let lecturer: User
let otherLecturer: User
let target: Record<string, string | number>

beforeAll(async () => {
  const payload = await getTestPayload()
  lecturer = await createUser('lecturer')
  otherLecturer = await createUser('lecturer')
  course = await createTestCourse(payload, { lecturerId: lecturer.id })
  otherCourse = await createTestCourse(payload, { lecturerId: otherLecturer.id })
  bankId = (await createQuizBank(payload, course, { attemptsAllowed: 1, timeLimitMinutes: 10 })).id
  otherBankId = (await createQuizBank(payload, otherCourse)).id
  target = { courseId: course.courseId, type: 'quiz', chapterId: course.chapterIds[1] }
})

const query = (extra: Record<string, string | number> = {}) => new URLSearchParams(Object.entries({ ...target, ...extra }).map(([key, value]) => [key, String(value)])).toString()
const howToUse = async (token: string) => (await call<THowToUse>('GET', `online-course/assignment/how-to-use?${query()}`, { cookie: token })).body.data!
const start = (token: string) => call<TQuestionView>('POST', 'online-course/interface-assignment', { cookie: token, body: target })
type TGradeRow = { assessmentId: number; attempt: number; attemptsAllowed: number; highscoreAttempt: number }
const gradeRow = async (token: string) =>
  (await call<{ grades: TGradeRow[] }>('GET', `online-course/grade?courseId=${course.courseId}`, { cookie: token })).body.data!.grades.find((row) => row.assessmentId === bankId)
const answer = (token: string, q: TQuestionView) => call('POST', 'online-course/interface-assignment-next', { cookie: token, body: { ...target, attemptId: q.attemptId, questionId: q.questionId, choices: [q.answer[0].id], finish: true } })

describe('accommodations at the deadline', () => {
  it('accepts the accommodated learner after the standard deadline and refuses another learner', async () => {
    const payload = await getTestPayload()
    const accommodated = await enrolledLearner(course)
    const standard = await enrolledLearner(course)
    await giveAccommodation(payload, { user: accommodated.id, course: course.courseId, assessment: bankId, extraMinutes: 20 })
    expect(await howToUse(accommodated.token)).toMatchObject({ timeLimitMinutes: 30, attemptsAllowed: 1 })
    expect(await howToUse(standard.token)).toMatchObject({ timeLimitMinutes: 10, attemptsAllowed: 1 })
    const mine = (await start(accommodated.token)).body.data!
    const theirs = (await start(standard.token)).body.data!
    expect(mine.countDown).toBeGreaterThan(29 * 60)
    expect(theirs.countDown).toBeLessThanOrEqual(10 * 60)
    // Both started 15 minutes ago: past the standard 10, within the accommodated 30.
    await backdateAttempt(payload, mine.attemptId, 15)
    await backdateAttempt(payload, theirs.attemptId, 15)
    const accepted = await answer(accommodated.token, mine)
    expect(accepted.status).toBe(201)
    const refused = await answer(standard.token, theirs)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(/Waktu habis/)
  })

  it('gives extra attempts, and an assessment-level value wins over the course-wide one field by field', async () => {
    const payload = await getTestPayload()
    const learner = await enrolledLearner(course)
    await giveAccommodation(payload, { user: learner.id, course: course.courseId, extraAttempts: 1, timeMultiplier: 2 })
    await giveAccommodation(payload, { user: learner.id, course: course.courseId, assessment: bankId, extraMinutes: 5 })
    // A row for another course's quiz changes nothing here.
    await giveAccommodation(payload, { user: learner.id, course: otherCourse.courseId, assessment: otherBankId, extraAttempts: 5 })
    // Course-wide multiplier and attempts, the quiz's own extra minutes: 10 x 2 + 5.
    expect(await howToUse(learner.token)).toMatchObject({ timeLimitMinutes: 25, attemptsAllowed: 2 })
    for (let round = 0; round < 2; round += 1) {
      const q = (await start(learner.token)).body.data!
      expect((await answer(learner.token, q)).status).toBe(201)
    }
    const validation = await call('GET', `online-course/interface-assignment/quiz-validation?${query()}`, { cookie: learner.token })
    expect(validation.status).toBe(403)
    expect(validation.body.message).toContain('(2 ')
    expect((await start(learner.token)).status).toBe(403)

    const plain = await enrolledLearner(course)
    expect((await answer(plain.token, (await start(plain.token)).body.data!)).status).toBe(201)
    expect((await start(plain.token)).status).toBe(403)
    // The grades page reads every bank's limits and attempts at once (issue 26): each learner's own.
    expect(await gradeRow(learner.token)).toMatchObject({ attempt: 2, attemptsAllowed: 2 })
    expect(await gradeRow(plain.token)).toMatchObject({ attempt: 1, attemptsAllowed: 1 })
  })

  it('the grades page closes an attempt left open past its deadline and counts it', async () => {
    const payload = await getTestPayload()
    const learner = await enrolledLearner(course)
    const q = (await start(learner.token)).body.data!
    await backdateAttempt(payload, q.attemptId, 15)
    expect(await gradeRow(learner.token)).toMatchObject({ attempt: 1, attemptsAllowed: 1, highscoreAttempt: 1 })
    expect((await start(learner.token)).status).toBe(403)
  })
})

describe('who gives accommodations', () => {
  const data = (learnerId: number, extra: Record<string, unknown> = {}) => ({ user: learnerId, course: course.courseId, extraMinutes: 10, note: 'Surat dokter', ...extra })

  it("lets the course's lecturer give one, and refuses a lecturer of another course", async () => {
    const payload = await getTestPayload()
    const learner = await enrolledLearner(course)
    const created = await payload.create({ collection: 'assessment-accommodations', data: data(learner.id), overrideAccess: false, user: lecturer })
    expect(created.course).toMatchObject({ id: course.courseId })
    await expect(payload.create({ collection: 'assessment-accommodations', data: data(learner.id), overrideAccess: false, user: otherLecturer })).rejects.toMatchObject({ status: 403 })
    // Nor can the course's lecturer reach another course's quiz by naming their own course.
    await expect(payload.create({ collection: 'assessment-accommodations', data: data(learner.id, { assessment: otherBankId }), overrideAccess: false, user: lecturer })).rejects.toMatchObject({ status: 403 })
    await expect(payload.update({ collection: 'assessment-accommodations', id: created.id, data: { extraMinutes: 60 }, overrideAccess: false, user: otherLecturer })).rejects.toThrow()
    expect((await payload.findByID({ collection: 'assessment-accommodations', id: created.id, overrideAccess: true })).extraMinutes).toBe(10)
  })

  it('refuses learners through REST and lets the learner read their own, without the note', async () => {
    const payload = await getTestPayload()
    const learner = await enrolledLearner(course)
    const other = await enrolledLearner(course)
    const asUser = async (id: number) => ({ ...(await payload.findByID({ collection: 'users', id, overrideAccess: true })), collection: 'users' as const })
    const refused = await call('POST', 'assessment-accommodations', { cookie: learner.token, body: data(learner.id, { extraMinutes: 600 }) })
    expect(refused.status).toBe(403)
    await expect(payload.create({ collection: 'assessment-accommodations', data: data(learner.id, { extraMinutes: 600 }), overrideAccess: false, user: await asUser(learner.id) })).rejects.toMatchObject({ status: 403 })
    const row = await payload.create({ collection: 'assessment-accommodations', data: data(learner.id, { note: 'Alasan pribadi' }), overrideAccess: true })
    // What a learner's Payload session would read: their own row, without the staff's note.
    const own = await payload.findByID({ collection: 'assessment-accommodations', id: row.id, overrideAccess: false, user: await asUser(learner.id) })
    expect(own).toMatchObject({ extraMinutes: 10 })
    expect(own.note).toBeUndefined()
    await expect(payload.update({ collection: 'assessment-accommodations', id: row.id, data: { extraMinutes: 600 }, overrideAccess: false, user: await asUser(learner.id) })).rejects.toMatchObject({ status: 403 })
    await expect(payload.findByID({ collection: 'assessment-accommodations', id: row.id, overrideAccess: false, user: await asUser(other.id) })).rejects.toMatchObject({ status: 404 })
    const staffRead = await payload.findByID({ collection: 'assessment-accommodations', id: row.id, overrideAccess: false, user: lecturer })
    expect(staffRead.note).toBe('Alasan pribadi')
    // Only a learner's account can be accommodated.
    await expect(payload.create({ collection: 'assessment-accommodations', data: data(otherLecturer.id), overrideAccess: false, user: lecturer })).rejects.toThrow(/peserta|learner/i)
  })
})
