import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TQuestionView } from '../../backend/services/assessments/question-view'
import type { TReview } from '../../backend/services/assessments/review'
import type { TGradingItem } from '../../backend/services/assessments/grading-queue'
import { signIn } from './account/accounts'
import { call, type TCallResult } from './account/http'
import { enrolledLearner } from './assessments-helpers'
import { ACCEPTED, answerFor, createBank, createEngineQuiz, NUMERIC_SECRET } from './assessments-engine-helpers'
import { createTestCourse, type TTestCourse } from './courses-helpers'
import { rawCall } from './security/calls'
import { createUser, getTestPayload } from './setup/payload'

type TNext = { number: number; finished: boolean; score?: number; passed?: boolean; awaitingGrading?: boolean }

let payload: Payload
let course: TTestCourse
let target: { courseId: number; type: 'quiz'; chapterId: number }
let otherCourse: TTestCourse
let quizId: number
const staff: Record<'lecturer' | 'otherLecturer', { id: number; token: string; jwt: string }> = {} as never

const query = (values: Record<string, unknown>) => new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)])).toString()
const start = (token: string) => call<TQuestionView>('POST', 'online-course/interface-assignment', { cookie: token, body: target })
const question = (token: string, number: number) => call<TQuestionView>('GET', `online-course/interface-assignment?${query({ ...target, number })}`, { cookie: token })
const answer = (token: string, body: Record<string, unknown>) => call<TNext>('POST', 'online-course/interface-assignment-next', { cookie: token, body: { ...target, ...body } })

async function lecturer() {
  const user = await createUser('lecturer')
  const { token: jwt } = await payload.login({ collection: 'users', data: { email: user.email, password: 'Secret-123!' } })
  return { id: user.id, token: (await signIn(user.email, 'Secret-123!')).token, jwt: jwt! }
}

/** Every question of the open attempt, in order, each response kept for the leak check. */
async function allQuestions(token: string, seen: TCallResult<unknown>[]) {
  const first = await start(token)
  seen.push(first)
  const views = [first.body.data!]
  for (let number = 2; number <= views[0].totalQuestion; number += 1) {
    const next = await question(token, number)
    seen.push(next)
    views.push(next.body.data!)
  }
  return views
}

/** Answers every question as answerFor says; the last answer submits. */
async function takeEngineQuiz(token: string) {
  const seen: TCallResult<unknown>[] = []
  const views = await allQuestions(token, seen)
  let last: TCallResult<TNext> | null = null
  for (const view of views) {
    last = await answer(token, { attemptId: view.attemptId, questionId: view.questionId, ...answerFor(view) })
    if (!last.body.data?.finished) seen.push(last)
  }
  return { views, seen, result: last! }
}

beforeAll(async () => {
  payload = await getTestPayload()
  staff.lecturer = await lecturer()
  staff.otherLecturer = await lecturer()
  course = await createTestCourse(payload, { lecturerId: staff.lecturer.id })
  otherCourse = await createTestCourse(payload, { lecturerId: staff.otherLecturer.id })
  const bank = await createBank(payload, course)
  quizId = (await createEngineQuiz(payload, course, bank.id)).id
  target = { courseId: course.courseId, type: 'quiz', chapterId: course.chapterIds[1] }
})

describe('the assessment engine', () => {
  it('keeps one draw per attempt across reloads, resume and two simultaneous starts', async () => {
    const learner = await enrolledLearner(course)
    const [a, b] = await Promise.all([start(learner.token), start(learner.token)])
    expect(a.body.data!.attemptId).toBe(b.body.data!.attemptId)
    expect(a.body.data!.totalQuestion).toBe(9)
    const first = await allQuestions(learner.token, [])
    const again = await allQuestions(learner.token, [])
    const shape = (views: TQuestionView[]) => views.map((view) => [view.questionId, view.answer.map((item) => item.text), view.matches.map((item) => item.text)])
    expect(shape(again)).toEqual(shape(first))
    expect(new Set(first.map((view) => view.questionId)).size).toBe(9)
    expect((await payload.count({ collection: 'assessment-attempts', where: { user: { equals: learner.id } } })).totalDocs).toBe(1)
  })

  it('never sends correct answers, accepted answers, tolerances, the matching key or the right order before submission', async () => {
    const learner = await enrolledLearner(course)
    const { seen } = await takeEngineQuiz(learner.token)
    const quiz = await payload.findByID({ collection: 'assessments', id: quizId, depth: 0, overrideAccess: true })
    // Ordering items' stored ids follow the authored (right) order; matches travel under ids of the shuffled order.
    const hiddenIds = (quiz.questions ?? []).flatMap((row) => (row.kind === 'ordering' ? (row.options ?? []) : []).map((item) => item.id ?? ''))
    const matching = seen.map((response) => response.body.data as TQuestionView).find((view) => view?.kind === 'matching')!
    expect(matching.matches.every((match) => /^m\d$/.test(match.id) && !matching.prompts.some((prompt) => prompt.id === match.id))).toBe(true)
    expect(seen.length).toBeGreaterThan(9)
    for (const response of seen) {
      const text = JSON.stringify(response.body)
      expect(text).not.toMatch(/"correct"|"isCorrect"|"explanation"|"acceptedAnswers"|"numericAnswer"|"tolerance"|"pairs"|"credit"|RAHASIA/)
      for (const secret of [...ACCEPTED, String(NUMERIC_SECRET), ...hiddenIds]) expect(text).not.toContain(secret)
    }
  })

  it('scores every kind with partial credit, holds an essay for grading, then counts the grade and tells the learner', async () => {
    const learner = await enrolledLearner(course)
    const { result } = await takeEngineQuiz(learner.token)
    // 1 (multiple, half of 2) + 2/3 + 0.5 + 1 + 1 + 1 + 0 (essay pending) + 2 (bank) = 7.17 of 11 points.
    expect(result.status).toBe(201)
    expect(result.body.data).toMatchObject({ finished: true, score: 65, passed: false, awaitingGrading: true })
    const grades = await call<{ grades: { status: string }[] }>('GET', `online-course/grade?courseId=${course.courseId}`, { cookie: learner.token })
    expect(grades.body.data!.grades[0].status).toBe('pending')
    const review = (await call<TReview>('GET', `online-course/assignment-review?${query(target)}`, { cookie: learner.token })).body.data!
    const item = (text: string) => review.reviewList.find((row) => row.question === text)!
    expect(item('Pilih jalan tol').credit).toBe(0.5)
    expect(item('Pasangkan kota').credit).toBeCloseTo(2 / 3)
    expect(item('Urutkan tahap')).toMatchObject({ credit: 0.5, correctOrder: ['Studi', 'Lelang', 'Konstruksi', 'Operasi'], learnerOrder: ['Studi', 'Lelang', 'Operasi', 'Konstruksi'] })
    expect(item('Sebut jenis energi')).toMatchObject({ credit: 1, isCorrect: true, acceptedAnswers: ACCEPTED })
    expect(item('Berapa nilainya')).toMatchObject({ credit: 1, value: 42.129, numericAnswer: NUMERIC_SECRET })
    expect(item('Tulis esai singkat')).toMatchObject({ pending: true, credit: null })
    const stored = await payload.find({ collection: 'assessment-answers', where: { attempt: { equals: review.attemptId } }, overrideAccess: true, limit: 20 })
    expect(stored.docs.find((doc) => doc.kind === 'essay')?.credit ?? null).toBeNull()
    expect(stored.docs.filter((doc) => doc.kind === 'short').map((doc) => doc.credit)).toEqual([1])

    // The grading queue: a learner and another course's lecturer are refused, the course's lecturer grades.
    expect((await call('GET', 'online-course/grading-queue', { cookie: learner.token })).status).toBe(403)
    const others = await call<{ items: TGradingItem[] }>('GET', 'online-course/grading-queue', { cookie: staff.otherLecturer.token })
    expect(others.body.data!.items.some((row) => row.attemptId === review.attemptId)).toBe(false)
    const queue = await call<{ items: TGradingItem[] }>('GET', `online-course/grading-queue?courseId=${course.courseId}`, { cookie: staff.lecturer.token })
    const essay = queue.body.data!.items.find((row) => row.attemptId === review.attemptId)!
    expect(essay).toMatchObject({ maxPoints: 2, text: 'Infrastruktur membutuhkan penjaminan.', question: 'Tulis esai singkat' })
    const grade = (token: string, body: Record<string, unknown>) => call<{ score: number; passed: boolean; awaitingGrading: boolean }>('POST', 'online-course/grading-queue/grade', { cookie: token, body })
    expect((await grade(learner.token, { answerId: essay.answerId, points: 2 })).status).toBe(403)
    expect((await grade(staff.otherLecturer.token, { answerId: essay.answerId, points: 2 })).status).toBe(403)
    const tooMany = await call('POST', 'online-course/grading-queue/grade', { cookie: staff.lecturer.token, body: { answerId: essay.answerId, points: 3 }, locale: 'en' })
    expect(tooMany).toMatchObject({ status: 400, body: { message: 'Points must be at most 2' } })
    const graded = await grade(staff.lecturer.token, { answerId: essay.answerId, points: 1, feedback: 'Tambahkan contoh.' })
    expect(graded.status).toBe(200)
    // 8.17 of 11 points: 74, over the passing grade of 70.
    expect(graded.body.data).toMatchObject({ score: 74, passed: true, awaitingGrading: false })

    const after = (await call<TReview>('GET', `online-course/assignment-review?${query(target)}`, { cookie: learner.token })).body.data!
    expect(after).toMatchObject({ score: 74, passed: true, awaitingGrading: false })
    expect(after.reviewList.find((row) => row.kind === 'essay')).toMatchObject({ pending: false, credit: 0.5, gradedPoints: 1, feedback: 'Tambahkan contoh.' })
    const gradesAfter = await call<{ grades: { status: string; higestScore: number }[] }>('GET', `online-course/grade?courseId=${course.courseId}`, { cookie: learner.token })
    expect(gradesAfter.body.data!.grades[0]).toMatchObject({ status: 'pass', higestScore: 74 })
    const notices = await payload.find({ collection: 'notifications', where: { user: { equals: learner.id } }, locale: 'en', overrideAccess: true })
    expect(notices.docs.map((doc) => doc.intro)).toContain('Your essay in "Kuis mesin" has been graded. Score: 74.')
    expect((await call<{ items: TGradingItem[] }>('GET', 'online-course/grading-queue', { cookie: staff.lecturer.token })).body.data!.items.some((row) => row.answerId === essay.answerId)).toBe(false)
  })

  it('refuses an answer that does not fit its kind, in the language of the call', async () => {
    const learner = await enrolledLearner(course)
    const views = await allQuestions(learner.token, [])
    const of = (text: string) => views.find((view) => view.question === text)!
    const bad = async (text: string, body: Record<string, unknown>, locale: 'id' | 'en') => {
      const view = of(text)
      const response = await call('POST', 'online-course/interface-assignment-next', { cookie: learner.token, locale, body: { ...target, attemptId: view.attemptId, questionId: view.questionId, ...body } })
      expect(response.status).toBe(400)
      return response.body.message
    }
    expect(await bad('Urutkan tahap', { order: [of('Urutkan tahap').answer[0].id] }, 'en')).toBe('The order must list every item exactly once.')
    expect(await bad('Pasangkan kota', { matches: { nope: 'm0' } }, 'id')).toBe('Setiap pasangan harus memilih salah satu jawaban yang tersedia.')
    expect(await bad('Berapa nilainya', { choices: [] }, 'en')).toBe('Answer must be number')
    expect(await bad('Sebut jenis energi', {}, 'id')).toBe('Jawaban wajib diisi')
    expect(await bad('Pilih jalan tol', { choices: ['x'] }, 'en')).toBe('The chosen answer is not valid.')
  })

  it("lets the course's lecturer grade an essay in /admin through the same rules, and nobody else", async () => {
    const learner = await enrolledLearner(course)
    await takeEngineQuiz(learner.token)
    const essay = (await payload.find({ collection: 'assessment-answers', where: { and: [{ kind: { equals: 'essay' } }, { 'attempt.user': { equals: learner.id } }] }, overrideAccess: true })).docs[0]
    const patch = (jwt: string, json: Record<string, unknown>) => rawCall('PATCH', `/assessment-answers/${essay.id}`, { jwt, json, headers: { origin: 'http://localhost:3000' } })
    expect([403, 404]).toContain((await patch(staff.otherLecturer.jwt, { gradedPoints: 2 })).status)
    expect((await patch(staff.lecturer.jwt, { gradedPoints: 5 })).status).toBe(400)
    expect((await patch(staff.lecturer.jwt, { gradedPoints: 2, feedback: 'Bagus.', choices: { text: 'diubah' } })).status).toBe(200)
    const stored = await payload.findByID({ collection: 'assessment-answers', id: essay.id, overrideAccess: true })
    expect(stored).toMatchObject({ gradedPoints: 2, credit: 1, feedback: 'Bagus.', choices: { text: 'Infrastruktur membutuhkan penjaminan.' } })
    const attempt = await payload.findByID({ collection: 'assessment-attempts', id: typeof essay.attempt === 'object' ? essay.attempt.id : essay.attempt, overrideAccess: true })
    // 9.17 of 11 points.
    expect(attempt).toMatchObject({ score: 83, passed: true, awaitingGrading: false })
  })

  it("gives the course's teaching staff facility and discrimination per question, over counted attempts only", async () => {
    type TAnalysis = { attempts: number; items: { question: string; n: number; facility: number | null; discrimination: number | null }[] }
    const path = `online-course/item-analysis?assessmentId=${quizId}`
    expect((await call('GET', path, { cookie: staff.otherLecturer.token })).status).toBe(403)
    const learner = await enrolledLearner(course)
    expect((await call('GET', path, { cookie: learner.token })).status).toBe(403)
    const list = await call<{ assessments: { assessmentId: number }[] }>('GET', 'online-course/item-analysis', { cookie: staff.lecturer.token })
    expect(list.body.data!.assessments.map((row) => row.assessmentId)).toEqual([quizId])
    const analysis = (await call<TAnalysis>('GET', path, { cookie: staff.lecturer.token })).body.data!
    // The two graded attempts above count; the one left awaiting its essay grade does not.
    expect(analysis.attempts).toBe(2)
    expect(analysis.items.find((row) => row.question === 'Pilih jalan tol')).toMatchObject({ n: 2, facility: 0.5, discrimination: null })
    expect(analysis.items.find((row) => row.question === 'Sebut jenis energi')).toMatchObject({ n: 2, facility: 1 })
  })

  it('rescores each attempt when its essay is graded in one bulk edit in /admin, and refuses clearing a grade', async () => {
    const learners = [await enrolledLearner(course), await enrolledLearner(course)]
    for (const learner of learners) await takeEngineQuiz(learner.token)
    const essays = await Promise.all(
      learners.map(async (learner) => (await payload.find({ collection: 'assessment-answers', where: { and: [{ kind: { equals: 'essay' } }, { 'attempt.user': { equals: learner.id } }] }, overrideAccess: true })).docs[0]),
    )
    const headers = { origin: 'http://localhost:3000' }
    const bulk = await rawCall('PATCH', `/assessment-answers?where[id][in]=${essays.map((essay) => essay.id).join(',')}`, { jwt: staff.lecturer.jwt, json: { gradedPoints: 2 }, headers })
    expect(bulk.status).toBe(200)
    for (const essay of essays) {
      const attempt = await payload.findByID({ collection: 'assessment-attempts', id: typeof essay.attempt === 'object' ? essay.attempt.id : essay.attempt, overrideAccess: true })
      // 9.17 of 11 points, each attempt from its own answers.
      expect(attempt).toMatchObject({ score: 83, passed: true, awaitingGrading: false })
    }
    const cleared = await rawCall('PATCH', `/assessment-answers/${essays[0].id}`, { jwt: staff.lecturer.jwt, json: { gradedPoints: null }, headers })
    expect(cleared.status).toBe(400)
    expect((await payload.findByID({ collection: 'assessment-answers', id: essays[0].id, overrideAccess: true })).gradedPoints).toBe(2)
  })

  it('keeps the stored draw (real option and pair ids) from the learner, also through REST', async () => {
    const learner = await enrolledLearner(course)
    await start(learner.token)
    const user = await payload.findByID({ collection: 'users', id: learner.id, overrideAccess: true })
    const own = await payload.find({ collection: 'assessment-attempts', where: { user: { equals: learner.id } }, overrideAccess: false, user })
    expect(own.docs).toHaveLength(1)
    expect(own.docs[0].draw).toBeUndefined()
    const teacher = await payload.findByID({ collection: 'users', id: staff.lecturer.id, overrideAccess: true })
    const seen = await payload.find({ collection: 'assessment-attempts', where: { user: { equals: learner.id } }, overrideAccess: false, user: teacher })
    expect(seen.docs[0].draw).toBeTruthy()
  })

  it("draws only from banks of the assessment's own course, whoever saves it", async () => {
    const foreign = await createBank(payload, otherCourse)
    const own = await createBank(payload, course)
    const headers = { origin: 'http://localhost:3000' }
    const patch = (bank: number) => rawCall('PATCH', `/assessments/${quizId}`, { jwt: staff.lecturer.jwt, json: { draws: [{ bank, count: 2 }] }, headers })
    expect((await patch(foreign.id)).status).toBe(400)
    await expect(payload.update({ collection: 'assessments', id: quizId, data: { draws: [{ bank: foreign.id, count: 2 }] }, overrideAccess: true })).rejects.toThrow()
    expect((await patch(own.id)).status).toBe(200)
  })
})
