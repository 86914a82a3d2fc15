import { beforeAll, describe, expect, it } from 'vitest'
import type { TQuestionView } from '../../backend/services/assessments/question-view'
import type { TEnrolValidation } from '../../backend/services/courses/enroll-learner'
import type { TCourseProgress } from '../../backend/services/courses/progress'
import { signIn } from './account/accounts'
import { call } from './account/http'
import { createQuizBank, enrolledLearner } from './assessments-helpers'
import { createTestCourse, setCourseRules, type TTestCourse } from './courses-helpers'
import { createUser, getTestPayload } from './setup/payload'

/** Completion rules per course (decision 035): sequential lectures, prerequisite courses, what completes a quiz lecture. */
type TMenu = { progress: TCourseProgress; listingChapter: { lectures: { lecturesId: number; status: boolean; locked: boolean; lockedBy?: string }[] }[] }

const quizTarget = (course: TTestCourse) => ({ courseId: course.courseId, type: 'quiz', chapterId: course.chapterIds[1] })
const quizQuery = (course: TTestCourse, extra: Record<string, string> = {}) => new URLSearchParams({ courseId: String(course.courseId), type: 'quiz', chapterId: String(course.chapterIds[1]), ...extra })
const menu = async (token: string, course: TTestCourse) => (await call<TMenu>('GET', `online-course/course-interface/menu?courseId=${course.courseId}`, { cookie: token })).body.data!
const lectureCall = (token: string, course: TTestCourse, lecturesId: number, locale: 'id' | 'en' = 'id') =>
  call('GET', `online-course/interface?courseId=${course.courseId}&lecturesId=${lecturesId}`, { cookie: token, locale })
const markRead = (token: string, course: TTestCourse, lecturesId: number) => call('POST', 'online-course/mark-as-read', { cookie: token, body: { courseId: course.courseId, lecturesId } })
const startQuiz = (token: string, course: TTestCourse) => call<TQuestionView>('POST', 'online-course/interface-assignment', { cookie: token, body: quizTarget(course) })

/** Submits the quiz with only the first question answered, right or wrong (the bank passes at 100 only). */
async function submitQuiz(token: string, course: TTestCourse, right: boolean) {
  const q = (await startQuiz(token, course)).body.data!
  const choices = [q.answer[right ? 0 : 1].id]
  return call('POST', 'online-course/interface-assignment-next', { cookie: token, body: { ...quizTarget(course), attemptId: q.attemptId, questionId: q.questionId, choices, finish: true } })
}

async function passQuiz(token: string, course: TTestCourse) {
  const first = (await startQuiz(token, course)).body.data!
  await call('POST', 'online-course/interface-assignment-next', { cookie: token, body: { ...quizTarget(course), attemptId: first.attemptId, questionId: first.questionId, choices: [first.answer[0].id] } })
  const second = (await call<TQuestionView>('GET', `online-course/interface-assignment?${quizQuery(course, { number: '2' })}`, { cookie: token })).body.data!
  return call<{ passed: boolean }>('POST', 'online-course/interface-assignment-next', { cookie: token, body: { ...quizTarget(course), attemptId: second.attemptId, questionId: second.questionId, choices: [second.answer[0].id, second.answer[1].id] } })
}

describe('sequential mode', () => {
  let course: TTestCourse
  let lecturerToken: string
  beforeAll(async () => {
    const payload = await getTestPayload()
    const lecturer = await createUser('lecturer')
    course = await createTestCourse(payload, { lecturerId: lecturer.id })
    await createQuizBank(payload, course)
    await setCourseRules(payload, course.courseId, { sequential: true })
    lecturerToken = (await signIn(lecturer.email, 'Secret-123!')).token
  })

  it('locks every lecture after the first not done, in the menu and in each call, until the one before is done', async () => {
    const learner = await enrolledLearner(course)
    const [first, second, third, fourth, quiz] = course.lectureIds
    const lectures = (await menu(learner.token, course)).listingChapter.flatMap((chapter) => chapter.lectures)
    expect(lectures.map((lecture) => lecture.locked)).toEqual([false, true, true, true, true])
    expect(lectures[1].lockedBy).toBe('Materi 1.1')

    const locked = await lectureCall(learner.token, course, second)
    expect(locked.status).toBe(403)
    expect(locked.body.message).toContain('Materi 1.1')
    expect((await lectureCall(learner.token, course, second, 'en')).body.message).toMatch(/Finish the lecture "Materi 1.1" first/)
    expect((await markRead(learner.token, course, second)).status).toBe(403)
    expect((await lectureCall(learner.token, course, first)).status).toBe(200)

    expect((await markRead(learner.token, course, first)).status).toBe(200)
    expect((await lectureCall(learner.token, course, second)).status).toBe(200)
    for (const id of [second, third]) expect((await markRead(learner.token, course, id)).status).toBe(200)
    const quizLocked = await startQuiz(learner.token, course)
    expect(quizLocked.status).toBe(403)
    expect(quizLocked.body.message).toContain('Materi 2.1')
    expect((await call('GET', `online-course/interface-assignment/quiz-validation?${quizQuery(course)}`, { cookie: learner.token })).status).toBe(403)
    expect((await markRead(learner.token, course, fourth)).status).toBe(200)
    expect((await startQuiz(learner.token, course)).status).toBe(200)
    expect((await menu(learner.token, course)).listingChapter.flatMap((chapter) => chapter.lectures).every((lecture) => !lecture.locked)).toBe(true)
    // Staff are never locked out.
    expect((await lectureCall(lecturerToken, course, quiz)).status).toBe(200)
  })
})

describe('prerequisites', () => {
  it('refuses enrolling until every prerequisite course is completed, and names them', async () => {
    const payload = await getTestPayload()
    const prerequisite = await createTestCourse(payload)
    await createQuizBank(payload, prerequisite)
    const course = await createTestCourse(payload)
    await setCourseRules(payload, course.courseId, { prerequisites: [prerequisite.courseId] })
    const learner = await enrolledLearner(prerequisite)

    const validation = await call<TEnrolValidation>('GET', `online-course/enroll-validation?courseId=${course.courseId}`, { cookie: learner.token })
    expect(validation.body.data).toMatchObject({ status: false, reason: 'prerequisites', prerequisites: [{ courseId: prerequisite.courseId, slug: prerequisite.slug }] })
    const refused = await call('POST', 'online-course/enroll', { cookie: learner.token, body: { courseId: course.courseId } })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toContain(`Kursus ${prerequisite.slug}`)
    expect((await call('POST', 'online-course/enroll', { cookie: learner.token, body: { courseId: course.courseId }, locale: 'en' })).body.message).toMatch(/Complete the prerequisite courses/)

    for (const id of prerequisite.lectureIds.filter((id) => id !== prerequisite.quizId)) await markRead(learner.token, prerequisite, id)
    expect((await passQuiz(learner.token, prerequisite)).body.data).toMatchObject({ passed: true })
    const allowed = await call<TEnrolValidation>('GET', `online-course/enroll-validation?courseId=${course.courseId}`, { cookie: learner.token })
    expect(allowed.body.data).toMatchObject({ status: true, reason: 'may-enrol' })
    expect((await call('POST', 'online-course/enroll', { cookie: learner.token, body: { courseId: course.courseId } })).status).toBe(200)
  })
})

describe('passed quiz completes its lecture', () => {
  it('counts a failed but submitted quiz as done only when the course says so', async () => {
    const payload = await getTestPayload()
    const course = await createTestCourse(payload)
    await createQuizBank(payload, course)
    const learner = await enrolledLearner(course)
    expect((await submitQuiz(learner.token, course, false)).status).toBe(201)
    expect((await menu(learner.token, course)).progress.doneLectureIds).not.toContain(course.quizId)
    await setCourseRules(payload, course.courseId, { passedQuizCompletesLecture: false })
    expect((await menu(learner.token, course)).progress.doneLectureIds).toContain(course.quizId)
  })
})
