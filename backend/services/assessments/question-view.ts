import type { Assessment, AssessmentAttempt, Media } from '../../payload-types'
import type { TPlacedQuestion } from './draw'
import { pointsOf, type TBankQuestion, type TResponse } from './question-kinds'

/** Spec section 3 Assignment image (path, pathWebp): pathWebp is null for an image stored before the WebP size. */
export type TQuestionImage = { path: string; pathWebp: string | null; alt: string } | null
type TItem = { id: string; text: string }
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
  points: number
  question: string
  image: TQuestionImage
  /** The options (choice kinds), or the items to put in order, as this attempt shows them. */
  answer: TItem[]
  /** Matching: the prompts, and the matches to choose from (shuffled per attempt, each text once). */
  prompts: TItem[]
  matches: TItem[]
  /** Choice kinds: the chosen option ids (as before); every kind: the saved response, or null. */
  chosen: string[]
  response: TResponse | null
}

export function imageOf(question: TBankQuestion): TQuestionImage {
  const media = question.image as Media | number | null | undefined
  return typeof media === 'object' && media?.url ? { path: media.url, pathWebp: media.sizes?.webp?.url ?? null, alt: media.alt ?? '' } : null
}

/** Seconds left until the server's deadline (never negative): the countdown every reload starts from. */
export const secondsLeft = (attempt: AssessmentAttempt, now = new Date()) => Math.max(0, Math.floor((new Date(attempt.deadline).getTime() - now.getTime()) / 1000))

/** Items in the attempt's order (ids it does not name, e.g. added since, come last). */
export function inOrder<T extends { id?: string | null }>(items: T[], order: string[] | null): T[] {
  if (!order) return items
  const rank = new Map(order.map((id, index) => [id, index]))
  return [...items].sort((a, b) => (rank.get(a.id ?? '') ?? order.length) - (rank.get(b.id ?? '') ?? order.length))
}

/**
 * Ordering items and matching choices travel under ids made from their place in the attempt's shuffled order
 * (`i0`, `m2`): their stored ids are made in authored order, so sorting them would give the answer away.
 */
const drawnIds = (question: TBankQuestion, order: string[] | null) =>
  order ?? (question.kind === 'matching' ? (question.pairs ?? []) : (question.options ?? [])).map((item) => item.id ?? '')
const prefixOf = (question: TBankQuestion) => (question.kind === 'matching' ? 'm' : 'i')

export function toOpaque(question: TBankQuestion, order: string[] | null, id: string): string {
  const index = drawnIds(question, order).indexOf(id)
  return index < 0 ? '' : `${prefixOf(question)}${index}`
}

export function fromOpaque(question: TBankQuestion, order: string[] | null, opaque: string): string | undefined {
  const match = new RegExp(`^${prefixOf(question)}(\\d{1,3})$`).exec(opaque)
  return match ? drawnIds(question, order)[Number(match[1])] : undefined
}

function matchChoices(question: TBankQuestion, order: string[] | null): TItem[] {
  const seen = new Set<string>()
  return inOrder(question.pairs ?? [], order).flatMap((pair) => {
    if (seen.has(pair.match)) return []
    seen.add(pair.match)
    return [{ id: toOpaque(question, order, pair.id ?? ''), text: pair.match }]
  })
}

/** The saved response as the learner's browser knows it (opaque ids for ordering and matching). */
function responseView(question: TBankQuestion, order: string[] | null, response: TResponse | undefined): TResponse | null {
  if (!response) return null
  if (question.kind === 'ordering' && Array.isArray(response)) return response.map((id) => toOpaque(question, order, id))
  if (question.kind === 'matching' && !Array.isArray(response) && 'matches' in response) {
    return { matches: Object.fromEntries(Object.entries(response.matches).map(([prompt, match]) => [prompt, toOpaque(question, order, match)])) }
  }
  return response
}

/**
 * One question as a learner sees it while the attempt is open: texts and ids only. Which options are correct, the
 * accepted answers, the value and tolerance, the matching key (matches are shuffled and keyed by their own ids)
 * and the right order (items shuffled) are left out: the one place a question is shaped before submission.
 */
export function toQuestionView(placed: TPlacedQuestion[], assessment: Assessment, attempt: AssessmentAttempt, number: number, response: TResponse | undefined): TQuestionView | null {
  const current = placed[number - 1]
  if (!current) return null
  const { question, order } = current
  const items = (question.options ?? []).map((option) => ({ id: option.id ?? '', text: option.text }))
  // An ordering question shows the learner's own order once they have saved one.
  const arranged = question.kind === 'ordering' && Array.isArray(response) && response.length ? inOrder(items, response) : inOrder(items, order)
  const shown = question.kind === 'ordering' ? arranged.map((item) => ({ ...item, id: toOpaque(question, order, item.id) })) : arranged
  return {
    attemptId: attempt.id,
    attemptNumber: attempt.number,
    type: assessment.kind,
    number,
    totalQuestion: placed.length,
    countDown: secondsLeft(attempt),
    deadline: attempt.deadline,
    questionId: question.id ?? '',
    kind: question.kind,
    points: pointsOf(question),
    question: question.question,
    image: imageOf(question),
    answer: question.kind === 'matching' ? [] : shown,
    prompts: question.kind === 'matching' ? (question.pairs ?? []).map((pair) => ({ id: pair.id ?? '', text: pair.prompt })) : [],
    matches: question.kind === 'matching' ? matchChoices(question, order) : [],
    chosen: Array.isArray(response) && question.kind !== 'ordering' ? response : [],
    response: responseView(question, order, response),
  }
}
