import { randomInt } from 'node:crypto'
import type { Payload } from 'payload'
import { locales, type Locale } from '../../../lib/i18n/config'
import { readContent } from '../../lib/content-cache'
import type { Assessment, AssessmentAttempt } from '../../payload-types'
import { findAssessmentByKey, withImages } from './find-assessment'
import { isChoiceKind, type TBankQuestion } from './question-kinds'

/**
 * What one attempt shows, fixed when it starts and stored on it (`draw`): the questions in their order (the
 * assessment's own, then `count` drawn at random from each bank, all shuffled when asked) and, per question, the
 * order its options (for matching: the matches) are shown in. Reloads, resume, scoring and review read it, so they
 * all see the same set. Ordering items and matching choices are always shuffled: their authored order is the key.
 */
export type TDrawEntry = { id: string; bank?: number; order?: string[] }
export type TDraw = { questions: TDrawEntry[] }
/** A question of an attempt with the order its options are shown in. */
export type TPlacedQuestion = { question: TBankQuestion; order: string[] | null }

type TRandom = (below: number) => number
const cryptoRandom: TRandom = (below) => randomInt(below)

/** A fixed sequence from a seed (mulberry32), for attempts started before draws were stored. */
function seeded(seed: number): TRandom {
  let state = seed >>> 0
  return (below) => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below)
  }
}

function shuffled<T>(items: T[], random: TRandom): T[] {
  const copy = [...items]
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = random(index + 1)
    ;[copy[index], copy[other]] = [copy[other], copy[index]]
  }
  return copy
}

/** Shuffled, and never left in the authored order when that order is the answer. */
function scrambled(ids: string[], random: TRandom): string[] {
  const order = shuffled(ids, random)
  return order.length > 1 && order.every((id, index) => id === ids[index]) ? [...order.slice(1), order[0]] : order
}

export function questionBank(payload: Payload, bankId: number, locale: Locale): Promise<TBankQuestion[]> {
  return readContent(['question-banks', 'media'], `question-bank:${bankId}:${locale}`, async () => {
    const bank = await payload.findByID({ collection: 'question-banks', id: bankId, depth: 0, locale, overrideAccess: true, disableErrors: true })
    return bank ? ((await withImages(payload, bank.questions ?? [], locale)) as TBankQuestion[]) : []
  })
}

const bankIdOf = (bank: number | { id: number } | null | undefined) => (typeof bank === 'object' && bank ? bank.id : (bank ?? 0))

function optionOrder(question: TBankQuestion, shuffleOptions: boolean, random: TRandom): string[] | undefined {
  if (question.kind === 'ordering') return scrambled((question.options ?? []).map((option) => option.id ?? ''), random)
  if (question.kind === 'matching') return shuffled((question.pairs ?? []).map((pair) => pair.id ?? ''), random)
  if (shuffleOptions && isChoiceKind(question.kind)) return shuffled((question.options ?? []).map((option) => option.id ?? ''), random)
  return undefined
}

async function makeDraw(payload: Payload, assessment: Assessment, random: TRandom): Promise<TDraw> {
  const own = ((assessment.questions ?? []) as TBankQuestion[]).map((question) => ({ question, bank: undefined as number | undefined }))
  const taken = new Set(own.map(({ question }) => question.id))
  const drawn: typeof own = []
  for (const { bank, count } of assessment.draws ?? []) {
    const bankId = bankIdOf(bank)
    const pool = (await questionBank(payload, bankId, 'id')).filter((question) => !taken.has(question.id))
    for (const question of shuffled(pool, random).slice(0, count)) {
      taken.add(question.id)
      drawn.push({ question, bank: bankId })
    }
  }
  const all = assessment.shuffleQuestions ? shuffled([...own, ...drawn], random) : [...own, ...drawn]
  return {
    questions: all.map(({ question, bank }) => {
      const order = optionOrder(question, !!assessment.shuffleOptions, random)
      return { id: question.id ?? '', ...(bank ? { bank } : {}), ...(order ? { order } : {}) }
    }),
  }
}

/** A new attempt's draw, at random. */
export const newDraw = (payload: Payload, assessment: Assessment) => makeDraw(payload, assessment, cryptoRandom)

/** The attempt's stored draw; one started before draws were stored gets a fixed one from its id. */
export async function drawOf(payload: Payload, assessment: Assessment, attempt: Pick<AssessmentAttempt, 'id' | 'draw'>): Promise<TDraw> {
  const stored = attempt.draw as TDraw | null | undefined
  if (stored && Array.isArray(stored.questions)) return stored
  return makeDraw(payload, { ...assessment, shuffleQuestions: false, shuffleOptions: false }, seeded(attempt.id))
}

/** The attempt's questions in the language asked, as drawn; a question deleted since is left out. */
export async function attemptQuestions(payload: Payload, assessment: Assessment, attempt: Pick<AssessmentAttempt, 'id' | 'draw'>, locale: Locale): Promise<TPlacedQuestion[]> {
  const draw = await drawOf(payload, assessment, attempt)
  const localized = assessment.key ? ((await findAssessmentByKey(payload, assessment.key, locale)) ?? assessment) : assessment
  const own = new Map(((localized.questions ?? []) as TBankQuestion[]).map((question) => [question.id ?? '', question]))
  const banks = new Map<number, Map<string, TBankQuestion>>()
  for (const bankId of new Set(draw.questions.map((entry) => entry.bank).filter((bank): bank is number => !!bank))) {
    banks.set(bankId, new Map((await questionBank(payload, bankId, locale)).map((question) => [question.id ?? '', question])))
  }
  return draw.questions.flatMap((entry) => {
    const question = entry.bank ? banks.get(entry.bank)?.get(entry.id) : own.get(entry.id)
    return question ? [{ question, order: entry.order ?? null }] : []
  })
}

/**
 * The questions to score with: those of the default language, with the accepted short answers of every language,
 * so an answer given in either language counts.
 */
export async function scoringQuestions(payload: Payload, assessment: Assessment, attempt: Pick<AssessmentAttempt, 'id' | 'draw'>): Promise<TPlacedQuestion[]> {
  const [first, ...others] = await Promise.all(locales.map((locale) => attemptQuestions(payload, assessment, attempt, locale)))
  return first.map((placed, index) => {
    if (placed.question.kind !== 'short') return placed
    const accepted = [placed.question, ...others.map((list) => list[index]?.question)].flatMap((question) => question?.acceptedAnswers ?? [])
    return { ...placed, question: { ...placed.question, acceptedAnswers: accepted } }
  })
}

/** How many questions an attempt at the assessment shows. */
export async function questionCount(payload: Payload, assessment: Assessment): Promise<number> {
  let count = (assessment.questions ?? []).length
  for (const { bank, count: wanted } of assessment.draws ?? []) count += Math.min(wanted, (await questionBank(payload, bankIdOf(bank), 'id')).length)
  return count
}
