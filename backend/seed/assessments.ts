import type { Payload, PayloadRequest } from 'payload'
import type { Assessment } from '../payload-types'
import { QUESTION_POOL, type TQuestionSeed } from './assessments-copy'
import { seedEngineQuiz } from './assessments-engine'

/** The course whose quiz shows the richer engine (kinds, a bank draw, an essay): e2e/assessment-engine.spec.ts. */
const ENGINE_COURSE = 'manajemen-risiko-infrastruktur'

const HOW_TO_USE = {
  id: 'Baca setiap soal, pilih jawaban, lalu tekan Berikutnya. Waktu berjalan sejak Anda mulai dan tetap berjalan bila halaman ditutup. Jawaban dikumpulkan otomatis saat waktu habis.',
  en: 'Read each question, choose your answer and press Next. The clock runs from the moment you start and keeps running if you close the page. Your answers are submitted when time runs out.',
}

const indonesian = (questions: TQuestionSeed[]) =>
  questions.map((row) => ({ kind: row.kind, question: row.question.id, explanation: row.explanation.id, options: row.options.map((option) => ({ text: option.text.id, correct: !!option.correct })) }))

/** English on the same rows: array rows keep their ids so a localized update fills, not replaces, them. */
const english = (created: Assessment, questions: TQuestionSeed[]) =>
  (created.questions ?? []).map((row, index) => ({
    ...row,
    question: questions[index].question.en,
    explanation: questions[index].explanation.en,
    options: (row.options ?? []).map((option, o) => ({ ...option, text: questions[index].options[o].text.en })),
  }))

async function createBank(payload: Payload, req: PayloadRequest, data: { kind: 'quiz' | 'exam'; lecture?: number; course?: number; title: { id: string; en: string }; questions: TQuestionSeed[]; passingGrade: number; attemptsAllowed: number; timeLimitMinutes: number; weight: number }) {
  const created = await payload.create({
    collection: 'assessments',
    locale: 'id',
    data: {
      kind: data.kind,
      lecture: data.lecture,
      course: data.course,
      title: data.title.id,
      passingGrade: data.passingGrade,
      weight: data.weight,
      attemptsAllowed: data.attemptsAllowed,
      timeLimitMinutes: data.timeLimitMinutes,
      howToUseTitle: 'Cara mengerjakan',
      howToUse: HOW_TO_USE.id,
      questions: indonesian(data.questions),
    },
    overrideAccess: true,
    req,
  })
  await payload.update({ collection: 'assessments', id: created.id, locale: 'en', data: { title: data.title.en, howToUseTitle: 'How to take it', howToUse: HOW_TO_USE.en, questions: english(created, data.questions) }, overrideAccess: true, req })
}

/** A three-question quiz on every seeded quiz lecture and the whole pool as the final exam of courses that have one. */
export async function seedAssessments(payload: Payload, req: PayloadRequest) {
  const quizzes = await payload.find({ collection: 'course-lectures', where: { type: { equals: 'quiz' } }, depth: 0, limit: 0, pagination: false, locale: 'id', overrideAccess: true, req })
  const engine = await payload.find({ collection: 'courses', where: { slug: { equals: ENGINE_COURSE } }, depth: 0, limit: 1, overrideAccess: true, req })
  for (const [index, lecture] of quizzes.docs.entries()) {
    const en = await payload.findByID({ collection: 'course-lectures', id: lecture.id, depth: 0, locale: 'en', overrideAccess: true, req })
    const courseId = typeof lecture.course === 'object' && lecture.course ? lecture.course.id : lecture.course
    if (courseId && courseId === engine.docs[0]?.id) {
      await seedEngineQuiz(payload, req, { id: lecture.id, course: courseId, title: { id: lecture.title, en: en.title } }, HOW_TO_USE)
      continue
    }
    const questions = [0, 1, 2].map((offset) => QUESTION_POOL[(index + offset) % QUESTION_POOL.length])
    await createBank(payload, req, { kind: 'quiz', lecture: lecture.id, title: { id: lecture.title, en: en.title }, questions, passingGrade: 60, attemptsAllowed: 3, timeLimitMinutes: 10, weight: 20 })
  }
  const courses = await payload.find({ collection: 'courses', where: { finalExam: { equals: true } }, depth: 0, limit: 0, pagination: false, overrideAccess: true, req })
  for (const course of courses.docs) {
    await createBank(payload, req, { kind: 'exam', course: course.id, title: { id: 'Ujian akhir', en: 'Final exam' }, questions: QUESTION_POOL, passingGrade: 70, attemptsAllowed: 2, timeLimitMinutes: 20, weight: 60 })
  }
}
