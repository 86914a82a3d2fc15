import type { Payload } from 'payload'
import { signIn } from './account/accounts'
import { call } from './account/http'
import type { TTestCourse } from './courses-helpers'
import { createUser } from './setup/payload'

export const SECRET_EXPLANATION = 'PENJELASAN-RAHASIA'

/** Two questions: a single choice (first option right) and a multiple choice (first two right). */
export const bankQuestions = (tag: string) => [
  {
    kind: 'single' as const,
    question: `Soal satu ${tag}`,
    explanation: `${SECRET_EXPLANATION} satu`,
    options: [{ text: 'Benar', correct: true }, { text: 'Salah' }],
  },
  {
    kind: 'multiple' as const,
    question: `Soal dua ${tag}`,
    explanation: `${SECRET_EXPLANATION} dua`,
    options: [{ text: 'A', correct: true }, { text: 'B', correct: true }, { text: 'C' }],
  },
]

export async function createQuizBank(payload: Payload, course: TTestCourse, overrides: { attemptsAllowed?: number; timeLimitMinutes?: number } = {}) {
  return payload.create({
    collection: 'assessments',
    data: { title: 'Kuis uji', kind: 'quiz', lecture: course.quizId, passingGrade: 100, weight: 20, attemptsAllowed: overrides.attemptsAllowed ?? 3, timeLimitMinutes: overrides.timeLimitMinutes ?? 10, questions: bankQuestions('kuis') },
    overrideAccess: true,
  })
}

export async function createExamBank(payload: Payload, course: TTestCourse) {
  return payload.create({
    collection: 'assessments',
    data: { title: 'Ujian uji', kind: 'exam', course: course.courseId, passingGrade: 50, weight: 50, attemptsAllowed: 2, timeLimitMinutes: 30, questions: bankQuestions('ujian') },
    overrideAccess: true,
  })
}

/** A learner enrolled in the given courses; answers their session token and id. */
export async function enrolledLearner(...courses: TTestCourse[]) {
  const user = await createUser('learner')
  const { token } = await signIn(user.email, 'Secret-123!')
  for (const course of courses) {
    const enrolled = await call('POST', 'online-course/enroll', { cookie: token, body: { courseId: course.courseId } })
    if (enrolled.status !== 200) throw new Error(`enrol: ${enrolled.body.message}`)
  }
  return { token, id: user.id }
}

/** An accommodation given by the system (tests of the limits, not of who may give one). */
export function giveAccommodation(payload: Payload, data: { user: number; course: number; assessment?: number; extraMinutes?: number; timeMultiplier?: number; extraAttempts?: number }) {
  return payload.create({ collection: 'assessment-accommodations', data, overrideAccess: true })
}

/** As if the attempt had started `minutes` earlier: its start and its stored deadline move back together. */
export async function backdateAttempt(payload: Payload, attemptId: number, minutes: number) {
  const attempt = await payload.findByID({ collection: 'assessment-attempts', id: attemptId, depth: 0, overrideAccess: true })
  const back = (iso: string) => new Date(new Date(iso).getTime() - minutes * 60_000).toISOString()
  return payload.update({ collection: 'assessment-attempts', id: attemptId, data: { startedAt: back(attempt.startedAt), deadline: back(attempt.deadline) }, overrideAccess: true })
}
