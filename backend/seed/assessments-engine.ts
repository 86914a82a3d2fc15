import type { Payload, PayloadRequest } from 'payload'
import type { QuestionBank } from '../payload-types'
import { ENGINE_QUIZ as Q } from './assessments-engine-copy'

type TLocale = 'id' | 'en'
const TRUE_FALSE = { id: ['Benar', 'Salah'], en: ['True', 'False'] }

function bankQuestions(locale: TLocale) {
  return Q.bank.map((row) => ({ kind: 'truefalse' as const, question: row.question[locale], options: TRUE_FALSE[locale].map((text, index) => ({ text, correct: (index === 0) === row.answer })) }))
}

/** The quiz's own questions in one language; `ids` gives the English update the rows (and nested rows) to fill. */
function quizQuestions(locale: TLocale) {
  return [
    { kind: 'multiple' as const, points: 2, question: Q.multiple.question[locale], options: Q.multiple.options.map((option) => ({ text: option.text[locale], correct: !!option.correct })) },
    { kind: 'matching' as const, question: Q.matching.question[locale], pairs: Q.matching.pairs.map((pair) => ({ prompt: pair.prompt[locale], match: pair.match[locale] })) },
    { kind: 'ordering' as const, question: Q.ordering.question[locale], options: Q.ordering.items.map((item) => ({ text: item[locale] })) },
    { kind: 'short' as const, question: Q.short.question[locale], acceptedAnswers: Q.short.accepted.map((accepted) => ({ text: accepted[locale] })) },
    { kind: 'numerical' as const, question: Q.numerical.question[locale], numericAnswer: Q.numerical.value, tolerance: 0 },
    { kind: 'essay' as const, points: 2, question: Q.essay.question[locale] },
  ]
}

type TRow = { id?: string | null } & Record<string, unknown>
/** English texts laid over the stored rows, so a localized update fills the same rows (ids kept, nested too). */
function overlay(stored: TRow[], english: TRow[]): TRow[] {
  return stored.map((row, index) => {
    const merged: TRow = { ...row }
    for (const [key, value] of Object.entries(english[index] ?? {})) {
      merged[key] = Array.isArray(value) && Array.isArray(row[key]) ? overlay(row[key] as TRow[], value as TRow[]) : value
    }
    return merged
  })
}

/** The risk-management quiz on the engine: every new kind, an essay, two questions drawn from the course's bank. */
export async function seedEngineQuiz(payload: Payload, req: PayloadRequest, lecture: { id: number; course: number; title: { id: string; en: string } }, howToUse: { id: string; en: string }) {
  const bank: QuestionBank = await payload.create({ collection: 'question-banks', locale: 'id', data: { title: 'Bank soal risiko', course: lecture.course, questions: bankQuestions('id') }, overrideAccess: true, req })
  await payload.update({ collection: 'question-banks', id: bank.id, locale: 'en', data: { title: 'Risk question bank', questions: overlay(bank.questions as TRow[], bankQuestions('en')) as QuestionBank['questions'] }, overrideAccess: true, req })
  const quiz = await payload.create({
    collection: 'assessments',
    locale: 'id',
    data: {
      kind: 'quiz',
      lecture: lecture.id,
      title: lecture.title.id,
      passingGrade: 60,
      weight: 20,
      attemptsAllowed: 3,
      timeLimitMinutes: 20,
      howToUseTitle: 'Cara mengerjakan',
      howToUse: howToUse.id,
      shuffleQuestions: true,
      shuffleOptions: true,
      draws: [{ bank: bank.id, count: 2 }],
      questions: quizQuestions('id'),
    },
    overrideAccess: true,
    req,
  })
  const questions = overlay(quiz.questions as TRow[], quizQuestions('en')) as typeof quiz.questions
  await payload.update({ collection: 'assessments', id: quiz.id, locale: 'en', data: { title: lecture.title.en, howToUseTitle: 'How to take it', howToUse: howToUse.en, questions }, overrideAccess: true, req })
}
