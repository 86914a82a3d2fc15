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
