import { beforeAll, describe, expect, it } from 'vitest'
import { passedInCourse } from '../../backend/services/assessments/passed'
import type { TQuestionView } from '../../backend/services/assessments/question-view'
import type { TReview } from '../../backend/services/assessments/review'
import type { TCourseProgress } from '../../backend/services/courses/progress'
import { call, type TCallResult } from './account/http'
import { createExamBank, createQuizBank, enrolledLearner, SECRET_EXPLANATION } from './assessments-helpers'
import { createTestCourse, type TTestCourse } from './courses-helpers'
import { getTestPayload } from './setup/payload'

type TNext = { number: number; finished: boolean; question?: TQuestionView | null; score?: number; passed?: boolean; attemptId?: number }

let course: TTestCourse
let quizTarget: { courseId: number; type: 'quiz'; chapterId: number }
const responses: TCallResult<unknown>[] = []

beforeAll(async () => {
  const payload = await getTestPayload()
  course = await createTestCourse(payload, { finalExam: true })
  await createQuizBank(payload, course, { attemptsAllowed: 2 })
  await createExamBank(payload, course)
  quizTarget = { courseId: course.courseId, type: 'quiz', chapterId: course.chapterIds[1] }
})

const query = (target: Record<string, unknown>) => new URLSearchParams(Object.entries(target).map(([key, value]) => [key, String(value)])).toString()

/** Every call before submission is kept, so the leak test scans all of them. */
async function recorded<T>(result: Promise<TCallResult<T>>) {
  const response = await result
  responses.push(response)
  return response
}

const start = (token: string, target: Record<string, unknown> = quizTarget) => recorded(call<TQuestionView>('POST', 'online-course/interface-assignment', { cookie: token, body: target }))
const question = (token: string, number: number) => recorded(call<TQuestionView>('GET', `online-course/interface-assignment?${query({ ...quizTarget, number })}`, { cookie: token }))
const next = (token: string, body: { attemptId: number; questionId: string; choices: string[]; finish?: boolean }, target: Record<string, unknown> = quizTarget) =>
  call<TNext>('POST', 'online-course/interface-assignment-next', { cookie: token, body: { ...target, ...body } })

/** Answers both questions: right ones (the first options) or wrong ones (the last). */
async function takeQuiz(token: string, right: boolean, target: Record<string, unknown> = quizTarget) {
  const first = await start(token, target)
  expect(first.status).toBe(200)
  const q1 = first.body.data!
  const a1 = await recorded(next(token, { attemptId: q1.attemptId, questionId: q1.questionId, choices: right ? [q1.answer[0].id] : [q1.answer[1].id] }, target))
  expect(a1.body.data).toMatchObject({ number: 2, finished: false })
  const q2 = (await recorded(call<TQuestionView>('GET', `online-course/interface-assignment?${query({ ...target, number: 2 })}`, { cookie: token }))).body.data!
  // The saved answer's reply carries question 2 as the GET shows it (the browser asks for nothing more).
  const { countDown, ...shown } = a1.body.data!.question!
  expect(shown).toEqual({ ...q2, countDown: undefined })
  expect(Math.abs(countDown - q2.countDown)).toBeLessThanOrEqual(1)
  const choices = right ? [q2.answer[0].id, q2.answer[1].id] : [q2.answer[2].id]
  return next(token, { attemptId: q2.attemptId, questionId: q2.questionId, choices }, target)
}

describe('quizzes and the final exam', () => {
  it('never sends the correct options or explanations before submission, and serves no review until then', async () => {
    const learner = await enrolledLearner(course)
    await recorded(call('GET', `online-course/interface-assignment/quiz-validation?${query(quizTarget)}`, { cookie: learner.token }))
    await recorded(call('GET', `online-course/assignment/how-to-use?${query(quizTarget)}`, { cookie: learner.token }))
    const first = await start(learner.token)
    expect(first.body.data).toMatchObject({ number: 1, totalQuestion: 2, kind: 'single' })
    expect(first.body.data!.countDown).toBeGreaterThan(590)
    await question(learner.token, 2)
    await recorded(call('GET', `online-course/grade?courseId=${course.courseId}`, { cookie: learner.token }))
    const review = await recorded(call('GET', `online-course/assignment-review?${query(quizTarget)}`, { cookie: learner.token }))
    expect(review.status).toBe(404)
    const banks = await call('GET', 'assessments', { cookie: learner.token })
    expect(banks.status).toBe(403)
    for (const response of responses) {
      const text = JSON.stringify(response.body)
      expect(text).not.toContain(SECRET_EXPLANATION)
      expect(text).not.toMatch(/"correct"|"isCorrect"|"explanation"/)
    }
  })

  it('scores a pass and a fail, counts a passed quiz in the progress and shows the review with explanations', async () => {
    const learner = await enrolledLearner(course)
    const failed = await takeQuiz(learner.token, false)
    expect(failed.status).toBe(201)
    expect(failed.body.data).toMatchObject({ finished: true, score: 0, passed: false })
    const passed = await takeQuiz(learner.token, true)
    expect(passed.status).toBe(201)
    expect(passed.body.data).toMatchObject({ finished: true, score: 100, passed: true })
    const menu = await call<{ progress: TCourseProgress }>('GET', `online-course/course-interface/menu?courseId=${course.courseId}`, { cookie: learner.token })
    expect(menu.body.data!.progress.doneLectureIds).toContain(course.quizId)
    const review = await call<TReview>('GET', `online-course/assignment-review?${query(quizTarget)}`, { cookie: learner.token })
    expect(review.body.data).toMatchObject({ score: 100, passed: true, attemptNumber: 2 })
    expect(review.body.data!.reviewList[0].explanation).toContain(SECRET_EXPLANATION)
    expect(review.body.data!.reviewList[1].answer.map((option) => option.correct)).toEqual([true, true, false])
    const grades = await call<{ grades: { type: string; higestScore: number; highscoreAttempt: number; status: string; attempt: number; isViewed: boolean }[] }>('GET', `online-course/grade?courseId=${course.courseId}`, { cookie: learner.token })
    expect(grades.body.data!.grades[0]).toMatchObject({ type: 'quiz', higestScore: 100, highscoreAttempt: 2, status: 'pass', attempt: 2, isViewed: false })
  })

  it('refuses a third attempt when two are allowed', async () => {
    const learner = await enrolledLearner(course)
    await takeQuiz(learner.token, false)
    await takeQuiz(learner.token, false)
    const validation = await call('GET', `online-course/interface-assignment/quiz-validation?${query(quizTarget)}`, { cookie: learner.token })
    expect(validation.status).toBe(403)
    expect((await start(learner.token)).status).toBe(403)
    const payload = await getTestPayload()
    expect((await payload.count({ collection: 'assessment-attempts', where: { user: { equals: learner.id } } })).totalDocs).toBe(2)
  })

  it('refuses answers after the deadline and closes the attempt at its deadline, even if the learner never returns', async () => {
    const payload = await getTestPayload()
    const learner = await enrolledLearner(course)
    const q1 = (await start(learner.token)).body.data!
    const deadline = new Date(Date.now() - 1000).toISOString()
    await payload.update({ collection: 'assessment-attempts', id: q1.attemptId, data: { deadline }, overrideAccess: true })
    const late = await next(learner.token, { attemptId: q1.attemptId, questionId: q1.questionId, choices: [q1.answer[0].id] })
    expect(late.status).toBe(409)
    const closed = await payload.findByID({ collection: 'assessment-attempts', id: q1.attemptId, overrideAccess: true })
    expect(closed.submittedAt).toBe(deadline)
    expect(closed.score).toBe(0)
    expect((await payload.count({ collection: 'assessment-answers', where: { attempt: { equals: q1.attemptId } } })).totalDocs).toBe(0)

    // A second attempt left to expire is closed at its deadline by whatever reads next (here: the grades).
    const q2 = (await start(learner.token)).body.data!
    await next(learner.token, { attemptId: q2.attemptId, questionId: q2.questionId, choices: [q2.answer[0].id] })
    const deadline2 = new Date(Date.now() - 60_000).toISOString()
    await payload.update({ collection: 'assessment-attempts', id: q2.attemptId, data: { deadline: deadline2 }, overrideAccess: true })
    await call('GET', `online-course/grade?courseId=${course.courseId}`, { cookie: learner.token })
    const expired = await payload.findByID({ collection: 'assessment-attempts', id: q2.attemptId, overrideAccess: true })
    expect(expired).toMatchObject({ submittedAt: deadline2, score: 50, passed: false })
  })

  it('closes an expired attempt at its deadline when the learner\'s progress is read, and counts it as submitted', async () => {
    const payload = await getTestPayload()
    const learner = await enrolledLearner(course)
    const q = (await start(learner.token)).body.data!
    await next(learner.token, { attemptId: q.attemptId, questionId: q.questionId, choices: [q.answer[0].id] })
    expect((await passedInCourse(payload, learner.id, course.courseId)).submittedQuizLectureIds).toEqual([])
    const deadline = new Date(Date.now() - 60_000).toISOString()
    await payload.update({ collection: 'assessment-attempts', id: q.attemptId, data: { deadline }, overrideAccess: true })
    const results = await passedInCourse(payload, learner.id, course.courseId)
    expect(results.submittedQuizLectureIds).toHaveLength(1)
    expect(results.passedQuizLectureIds).toEqual([])
    const closed = await payload.findByID({ collection: 'assessment-attempts', id: q.attemptId, overrideAccess: true })
    expect(closed).toMatchObject({ submittedAt: deadline, score: 50, passed: false })
  })

  it('counts exactly one of two concurrent submits of one attempt', async () => {
    const learner = await enrolledLearner(course)
    const q1 = (await start(learner.token)).body.data!
    const body = { attemptId: q1.attemptId, questionId: q1.questionId, choices: [q1.answer[0].id], finish: true }
    const results = await Promise.all([next(learner.token, body), next(learner.token, body), next(learner.token, body)])
    expect(results.map((result) => result.status).sort()).toEqual([201, 409, 409])
    const payload = await getTestPayload()
    const attempts = await payload.find({ collection: 'assessment-attempts', where: { user: { equals: learner.id } }, overrideAccess: true })
    expect(attempts.docs.filter((attempt) => attempt.submittedAt)).toHaveLength(1)
  })

  it("does not let a learner read another learner's attempt", async () => {
    const owner = await enrolledLearner(course)
    const other = await enrolledLearner(course)
    const done = await takeQuiz(owner.token, true)
    const attemptId = done.body.data!.attemptId!
    const review = await call('GET', `online-course/assignment-review?${query({ ...quizTarget, attemptId })}`, { cookie: other.token })
    expect(review.status).toBe(404)
    const rest = await call('GET', `assessment-attempts/${attemptId}`, { cookie: other.token })
    expect([403, 404]).toContain(rest.status)
    const answer = await next(other.token, { attemptId, questionId: 'x', choices: [] })
    expect(answer.status).toBe(404)
    const outsider = await enrolledLearner()
    expect((await call('GET', `online-course/assignment-review?${query({ ...quizTarget, attemptId })}`, { cookie: outsider.token })).status).toBe(403)
  })

  it('opens the final exam only once every lecture is done', async () => {
    const learner = await enrolledLearner(course)
    const examTarget = { courseId: course.courseId, type: 'exam' }
    expect((await call('GET', `online-course/interface-assignment/exam-validation?${query(examTarget)}`, { cookie: learner.token })).status).toBe(403)
    for (const lecturesId of course.lectureIds.filter((id) => id !== course.quizId)) {
      await call('POST', 'online-course/mark-as-read', { cookie: learner.token, body: { courseId: course.courseId, lecturesId } })
    }
    await takeQuiz(learner.token, true)
    expect((await call('GET', `online-course/interface-assignment/exam-validation?${query(examTarget)}`, { cookie: learner.token })).status).toBe(200)
    const result = await takeQuiz(learner.token, true, examTarget)
    expect(result.body.data).toMatchObject({ passed: true })
    const menu = await call<{ progress: TCourseProgress }>('GET', `online-course/course-interface/menu?courseId=${course.courseId}`, { cookie: learner.token })
    expect(menu.body.data!.progress).toMatchObject({ finalExamPassed: true, completed: true })
  })
})
