import type { Payload } from 'payload'
import type { TQuestionView } from '../../backend/services/assessments/question-view'
import type { TTestCourse } from './courses-helpers'

export const NUMERIC_SECRET = 42.125
export const ACCEPTED = ['Energi terbarukan', 'Renewable energy']

/** Three single-choice questions in a bank of the course; the first option is the right one. */
export async function createBank(payload: Payload, course: TTestCourse) {
  return payload.create({
    collection: 'question-banks',
    data: {
      title: 'Bank uji',
      course: course.courseId,
      questions: [1, 2, 3].map((n) => ({ kind: 'single' as const, question: `Bank ${n}`, options: [{ text: `Bank ${n} benar`, correct: true }, { text: `Bank ${n} salah` }] })),
    },
    overrideAccess: true,
  })
}

/**
 * A quiz with every kind (11 points in all with two bank questions drawn): multiple (2 points), matching, ordering,
 * short, numerical, true/false, essay (2 points); questions and options shuffled.
 */
export async function createEngineQuiz(payload: Payload, course: TTestCourse, bankId: number) {
  return payload.create({
    collection: 'assessments',
    data: {
      title: 'Kuis mesin',
      kind: 'quiz',
      lecture: course.quizId,
      passingGrade: 70,
      weight: 10,
      attemptsAllowed: 3,
      timeLimitMinutes: 30,
      shuffleQuestions: true,
      shuffleOptions: true,
      draws: [{ bank: bankId, count: 2 }],
      questions: [
        { kind: 'multiple', points: 2, question: 'Pilih jalan tol', explanation: 'RAHASIA', options: [{ text: 'Tol A', correct: true }, { text: 'Tol B', correct: true }, { text: 'Bukan C' }, { text: 'Bukan D' }] },
        { kind: 'matching', question: 'Pasangkan kota', pairs: [{ prompt: 'Jakarta', match: 'Indonesia' }, { prompt: 'Manila', match: 'Filipina' }, { prompt: 'Hanoi', match: 'Vietnam' }] },
        { kind: 'ordering', question: 'Urutkan tahap', options: [{ text: 'Studi' }, { text: 'Lelang' }, { text: 'Konstruksi' }, { text: 'Operasi' }] },
        { kind: 'short', question: 'Sebut jenis energi', acceptedAnswers: ACCEPTED.map((text) => ({ text })) },
        { kind: 'numerical', question: 'Berapa nilainya', numericAnswer: NUMERIC_SECRET, tolerance: 0.005 },
        { kind: 'truefalse', question: 'Benar atau salah', options: [{ text: 'Benar', correct: true }, { text: 'Salah' }] },
        { kind: 'essay', points: 2, question: 'Tulis esai singkat' },
      ],
    },
    overrideAccess: true,
  })
}

const byText = (items: { id: string; text: string }[], text: string) => items.find((item) => item.text === text)?.id ?? ''

/**
 * The answer the engine test gives to each question, by its text: multiple half right (A only: 0.5 of 2 points),
 * matching two of three (2/3), ordering half in place (0.5), short in the other accepted form (1), numerical within
 * the tolerance (1), true/false right (1), the essay written (pending), bank questions right (1 each).
 */
export function answerFor(view: TQuestionView): Record<string, unknown> {
  switch (view.question) {
    case 'Pilih jalan tol':
      return { choices: [byText(view.answer, 'Tol A')] }
    case 'Pasangkan kota': {
      const prompt = (text: string) => byText(view.prompts, text)
      return { matches: { [prompt('Jakarta')]: byText(view.matches, 'Indonesia'), [prompt('Manila')]: byText(view.matches, 'Filipina'), [prompt('Hanoi')]: byText(view.matches, 'Filipina') } }
    }
    case 'Urutkan tahap':
      return { order: ['Studi', 'Lelang', 'Operasi', 'Konstruksi'].map((text) => byText(view.answer, text)) }
    case 'Sebut jenis energi':
      return { text: '  renewable   ENERGY! ' }
    case 'Berapa nilainya':
      return { value: 42.129 }
    case 'Benar atau salah':
      return { choices: [byText(view.answer, 'Benar')] }
    case 'Tulis esai singkat':
      return { text: 'Infrastruktur membutuhkan penjaminan.' }
    default:
      return { choices: [byText(view.answer, `${view.question} benar`)] }
  }
}
