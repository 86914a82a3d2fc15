import type { Assessment, AssessmentAnswer, AssessmentAttempt } from '../../payload-types'
import type { TPlacedQuestion } from './draw'
import { correctIds, creditOf, normaliseAnswer, pointsOf, type TBankQuestion, type TResponse } from './question-kinds'
import { imageOf, inOrder, type TQuestionImage } from './question-view'

export type TReviewItem = {
  number: number
  questionId: string
  question: string
  kind: TBankQuestion['kind']
  points: number
  image: TQuestionImage
  /** Choice kinds: every option, right or not, and whether the learner chose it. */
  answer: { id: string; text: string; correct: boolean; chosen: boolean }[]
  /** 0..1, null while an essay waits for its grade (pending) or when unanswered essay. */
  credit: number | null
  isCorrect: boolean
  pending: boolean
  /** Ordering: the right order and the learner's. */
  correctOrder: string[]
  learnerOrder: string[]
  /** Matching: each prompt with its match, the learner's choice and whether it is right. */
  pairs: { prompt: string; match: string; chosen: string | null; right: boolean }[]
  /** Short answer and essay: the learner's text; short answer: the accepted answers. */
  text: string | null
  acceptedAnswers: string[]
  /** Numerical: the accepted value, its tolerance and the learner's value. */
  numericAnswer: number | null
  tolerance: number | null
  value: number | null
  /** Essay: the lecturer's points and feedback once graded. */
  gradedPoints: number | null
  feedback: string | null
  explanation: string
}
export type TReview = { attemptId: number; attemptNumber: number; score: number; passed: boolean; awaitingGrading: boolean; passingGrade: number; submittedAt: string; reviewList: TReviewItem[] }

const textOf = (response: TResponse | undefined) => (response && !Array.isArray(response) && 'text' in response ? response.text : null)
const valueOf = (response: TResponse | undefined) => (response && !Array.isArray(response) && 'value' in response ? response.value : null)
const matchesOf = (response: TResponse | undefined) => (response && !Array.isArray(response) && 'matches' in response ? response.matches : {})

function reviewItem({ question, order }: TPlacedQuestion, index: number, row: AssessmentAnswer | undefined): TReviewItem {
  const response = row ? ((row.choices ?? []) as TResponse) : undefined
  const chosen = Array.isArray(response) ? response : []
  const options = question.options ?? []
  const pairText = new Map((question.pairs ?? []).map((pair) => [pair.id ?? '', pair.match]))
  const essay = question.kind === 'essay'
  const credit = essay ? (row?.gradedAt ? (row.credit ?? 0) : row ? null : 0) : row ? (row.credit ?? creditOf(question, response)) : 0
  const rightIds = new Set(correctIds(question))
  return {
    number: index + 1,
    questionId: question.id ?? '',
    question: question.question,
    kind: question.kind,
    points: pointsOf(question),
    image: imageOf(question),
    answer: question.kind === 'ordering' ? [] : inOrder(options, order).map((option) => ({ id: option.id ?? '', text: option.text, correct: rightIds.has(option.id ?? ''), chosen: chosen.includes(option.id ?? '') })),
    credit,
    isCorrect: credit === 1,
    pending: essay && !!row && !row.gradedAt,
    correctOrder: question.kind === 'ordering' ? options.map((option) => option.text) : [],
    learnerOrder: question.kind === 'ordering' ? chosen.map((id) => options.find((option) => option.id === id)?.text ?? '') : [],
    pairs: (question.pairs ?? []).map((pair) => {
      const picked = pairText.get(matchesOf(response)[pair.id ?? ''] ?? '') ?? null
      return { prompt: pair.prompt, match: pair.match, chosen: picked, right: picked !== null && normaliseAnswer(picked) === normaliseAnswer(pair.match) }
    }),
    text: textOf(response),
    acceptedAnswers: question.kind === 'short' ? (question.acceptedAnswers ?? []).map((accepted) => accepted.text) : [],
    numericAnswer: question.kind === 'numerical' ? (question.numericAnswer ?? null) : null,
    tolerance: question.kind === 'numerical' ? (question.tolerance ?? 0) : null,
    value: valueOf(response),
    gradedPoints: essay ? (row?.gradedPoints ?? null) : null,
    feedback: essay ? (row?.feedback ?? null) : null,
    explanation: question.explanation ?? '',
  }
}

/** The review of a submitted attempt: only ever built for an attempt whose submittedAt is set. */
export function toReview(placed: TPlacedQuestion[], assessment: Assessment, attempt: AssessmentAttempt, rows: Map<string, AssessmentAnswer>): TReview {
  return {
    attemptId: attempt.id,
    attemptNumber: attempt.number,
    score: attempt.score ?? 0,
    passed: !!attempt.passed,
    awaitingGrading: !!attempt.awaitingGrading,
    passingGrade: assessment.passingGrade,
    submittedAt: attempt.submittedAt ?? '',
    reviewList: placed.map((item, index) => reviewItem(item, index, rows.get(item.question.id ?? ''))),
  }
}
