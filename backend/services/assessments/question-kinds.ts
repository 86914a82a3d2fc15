/**
 * The question kinds and their scoring, pure (no database). Each question earns a credit between 0 and 1; an
 * attempt's score is round(100 × Σ credit·points / Σ points). The rules:
 * - single and true/false: 1 when exactly the correct option is chosen, else 0.
 * - multiple answers, partial credit: max(0, (right chosen − wrong chosen) / number of correct options), so ticking
 *   every option earns nothing and a wrong tick cancels a right one.
 * - matching: the share of prompts given their match (a match whose text equals the right one counts too).
 * - ordering: the share of items in their right position ("share", the default), or 1 only when all are ("all").
 * - short answer: 1 when the normalised answer equals a normalised accepted one (trim, case-fold, collapse spaces,
 *   strip diacritics and punctuation at both ends).
 * - numerical: 1 when |value − accepted| ≤ tolerance.
 * - essay: no automatic credit (null) until the course's lecturer grades it.
 */
export const QUESTION_KINDS = ['single', 'multiple', 'truefalse', 'matching', 'ordering', 'short', 'numerical', 'essay'] as const
export type TQuestionKind = (typeof QUESTION_KINDS)[number]

export type TBankOption = { id?: string | null; text: string; correct?: boolean | null }
export type TBankPair = { id?: string | null; prompt: string; match: string }
export type TBankQuestion = {
  id?: string | null
  kind: TQuestionKind
  points?: number | null
  question: string
  explanation?: string | null
  image?: unknown
  options?: TBankOption[] | null
  orderScoring?: 'share' | 'all' | null
  pairs?: TBankPair[] | null
  acceptedAnswers?: { id?: string | null; text: string }[] | null
  numericAnswer?: number | null
  tolerance?: number | null
}

/**
 * A learner's response as stored in an answer's `choices`: option ids for the choice kinds, option ids in the
 * learner's order for ordering, prompt id → chosen pair id for matching, the text for short answer and essay, the
 * number for numerical.
 */
export type TResponse = string[] | { matches: Record<string, string> } | { text: string } | { value: number }

export const isChoiceKind = (kind: TQuestionKind) => kind === 'single' || kind === 'multiple' || kind === 'truefalse'
export const pointsOf = (question: TBankQuestion) => (typeof question.points === 'number' && question.points >= 0 ? question.points : 1)

const idsOf = (response: TResponse | undefined): string[] => (Array.isArray(response) ? response : [])
const textOf = (response: TResponse | undefined) => (response && !Array.isArray(response) && 'text' in response ? response.text : '')

/** The ids of a question's correct options. */
export const correctIds = (question: TBankQuestion) => (question.options ?? []).filter((option) => option.correct).map((option) => option.id ?? '')

/** Trim, case-fold, collapse spaces, strip diacritics, and strip punctuation at both ends. */
export function normaliseAnswer(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('en')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[\p{P}\p{S}\s]+|[\p{P}\p{S}\s]+$/gu, '')
}

function choiceCredit(question: TBankQuestion, chosen: string[]): number {
  const correct = new Set(correctIds(question))
  if (!correct.size) return 0
  const picked = new Set(chosen)
  if (question.kind !== 'multiple') return picked.size === 1 && correct.has(chosen[0]) ? 1 : 0
  const right = [...picked].filter((id) => correct.has(id)).length
  return Math.max(0, (right - (picked.size - right)) / correct.size)
}

function matchingCredit(question: TBankQuestion, response: TResponse | undefined): number {
  const pairs = question.pairs ?? []
  if (!pairs.length) return 0
  const matches = response && !Array.isArray(response) && 'matches' in response ? response.matches : {}
  const textById = new Map(pairs.map((pair) => [pair.id ?? '', pair.match]))
  const right = pairs.filter((pair) => {
    const chosen = textById.get(matches[pair.id ?? ''] ?? '')
    return chosen !== undefined && normaliseAnswer(chosen) === normaliseAnswer(pair.match)
  }).length
  return right / pairs.length
}

function orderingCredit(question: TBankQuestion, order: string[]): number {
  const items = question.options ?? []
  if (!items.length) return 0
  const inPlace = items.filter((item, index) => order[index] === item.id).length
  if (question.orderScoring === 'all') return inPlace === items.length ? 1 : 0
  return inPlace / items.length
}

function numericalCredit(question: TBankQuestion, response: TResponse | undefined): number {
  const value = response && !Array.isArray(response) && 'value' in response ? response.value : undefined
  if (typeof value !== 'number' || !Number.isFinite(value) || typeof question.numericAnswer !== 'number') return 0
  // A tiny margin so 0.1 + 0.2 with tolerance 0 still equals 0.3.
  return Math.abs(value - question.numericAnswer) <= Math.max(0, question.tolerance ?? 0) + 1e-9 ? 1 : 0
}

/** The credit (0..1) a response earns; null for an essay, which the lecturer grades. */
export function creditOf(question: TBankQuestion, response: TResponse | undefined): number | null {
  switch (question.kind) {
    case 'essay':
      return null
    case 'matching':
      return matchingCredit(question, response)
    case 'ordering':
      return orderingCredit(question, idsOf(response))
    case 'short': {
      const given = normaliseAnswer(textOf(response))
      return given && (question.acceptedAnswers ?? []).some((accepted) => normaliseAnswer(accepted.text) === given) ? 1 : 0
    }
    case 'numerical':
      return numericalCredit(question, response)
    default:
      return choiceCredit(question, idsOf(response))
  }
}

/** Whole percent of the points earned: round(100 × Σ credit·points / Σ points); null credits count as 0. */
export function scoreOf(items: { points: number; credit: number | null }[]): number {
  const total = items.reduce((sum, item) => sum + item.points, 0)
  if (!total) return 0
  return Math.round((100 * items.reduce((sum, item) => sum + (item.credit ?? 0) * item.points, 0)) / total)
}
