import type { Assessment, AssessmentAttempt, Media } from '../../payload-types'
import { isCorrect, type TBankQuestion } from './scoring'

/** Spec section 3 Assignment image (path, pathWebp): pathWebp is null for an image stored before the WebP size. */
export type TQuestionImage = { path: string; pathWebp: string | null; alt: string } | null
export type TQuestionView = {
  attemptId: number
  attemptNumber: number
  type: Assessment['kind']
  number: number
  totalQuestion: number
  countDown: number
  deadline: string
  questionId: string
  kind: TBankQuestion['kind']
  question: string
  image: TQuestionImage
  answer: { id: string; text: string }[]
  chosen: string[]
}

function imageOf(question: TBankQuestion): TQuestionImage {
  const media = question.image as Media | number | null | undefined
  return typeof media === 'object' && media?.url ? { path: media.url, pathWebp: media.sizes?.webp?.url ?? null, alt: media.alt ?? '' } : null
}

/** Seconds left until the server's deadline (never negative): the countdown every reload starts from. */
export const secondsLeft = (attempt: AssessmentAttempt, now = new Date()) => Math.max(0, Math.floor((new Date(attempt.deadline).getTime() - now.getTime()) / 1000))

/**
 * One question as a learner sees it while the attempt is open: the option texts and ids only. Which options are
 * correct and the explanation are left out here, the one place a question is shaped before submission.
 */
export function toQuestionView(assessment: Assessment, attempt: AssessmentAttempt, number: number, chosen: string[]): TQuestionView | null {
  const questions = (assessment.questions ?? []) as TBankQuestion[]
  const question = questions[number - 1]
  if (!question) return null
  return {
    attemptId: attempt.id,
    attemptNumber: attempt.number,
    type: assessment.kind,
    number,
    totalQuestion: questions.length,
    countDown: secondsLeft(attempt),
    deadline: attempt.deadline,
    questionId: question.id ?? '',
    kind: question.kind,
    question: question.question,
    image: imageOf(question),
    answer: (question.options ?? []).map((option) => ({ id: option.id ?? '', text: option.text })),
    chosen,
  }
}

export type TReviewItem = {
  number: number
  question: string
  kind: TBankQuestion['kind']
  image: TQuestionImage
  answer: { id: string; text: string; correct: boolean; chosen: boolean }[]
  isCorrect: boolean
  explanation: string
}
export type TReview = { attemptId: number; attemptNumber: number; score: number; passed: boolean; passingGrade: number; submittedAt: string; reviewList: TReviewItem[] }

/** The review of a submitted attempt: only ever built for an attempt whose submittedAt is set. */
export function toReview(assessment: Assessment, attempt: AssessmentAttempt, answers: Map<string, string[]>): TReview {
  const questions = (assessment.questions ?? []) as TBankQuestion[]
  return {
    attemptId: attempt.id,
    attemptNumber: attempt.number,
    score: attempt.score ?? 0,
    passed: !!attempt.passed,
    passingGrade: assessment.passingGrade,
    submittedAt: attempt.submittedAt ?? '',
    reviewList: questions.map((question, index) => {
      const chosen = answers.get(question.id ?? '') ?? []
      return {
        number: index + 1,
        question: question.question,
        kind: question.kind,
        image: imageOf(question),
        answer: (question.options ?? []).map((option) => ({ id: option.id ?? '', text: option.text, correct: !!option.correct, chosen: chosen.includes(option.id ?? '') })),
        isCorrect: isCorrect(question, chosen),
        explanation: question.explanation ?? '',
      }
    }),
  }
}

export type TGradeRow = {
  assessmentId: number
  type: Assessment['kind']
  assignment: string
  chapterId: number | null
  attempt: number
  attemptsAllowed: number
  higestScore: number
  highscoreAttempt: number
  score: number
  passingGrade: number
  weight: number
  status: 'pass' | 'not-pass'
  isViewed: boolean
}

/** Spec section 3 "Grade detail" from a learner's attempts at one bank. */
export function toGradeRow(assessment: Assessment, attempts: AssessmentAttempt[], chapterId: number | null): TGradeRow {
  const submitted = attempts.filter((attempt) => attempt.submittedAt)
  const best = submitted.reduce<AssessmentAttempt | null>((top, attempt) => (!top || (attempt.score ?? 0) > (top.score ?? 0) ? attempt : top), null)
  const last = submitted[submitted.length - 1]
  return {
    assessmentId: assessment.id,
    type: assessment.kind,
    assignment: assessment.title,
    chapterId,
    attempt: attempts.length,
    attemptsAllowed: assessment.attemptsAllowed,
    higestScore: best?.score ?? 0,
    highscoreAttempt: best?.number ?? 0,
    score: last?.score ?? 0,
    passingGrade: assessment.passingGrade,
    weight: assessment.weight,
    status: submitted.some((attempt) => attempt.passed) ? 'pass' : 'not-pass',
    isViewed: submitted.length > 0 && submitted.every((attempt) => attempt.reviewed),
  }
}
