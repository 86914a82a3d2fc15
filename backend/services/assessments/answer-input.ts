import type { z } from 'zod'
import type { ZNextBody } from '../../../lib/contracts/assessments'
import type { TAssessmentMessage } from './messages'
import type { TPlacedQuestion } from './draw'
import { isChoiceKind, type TResponse } from './question-kinds'
import { fromOpaque } from './question-view'

/** The longest short answer kept; an essay may use the contract's whole limit. */
const MAX_SHORT_TEXT = 500

type TBody = z.output<typeof ZNextBody>
export type TParsedAnswer = { response: TResponse | null; error?: never } | { response?: never; error: TAssessmentMessage; values?: Record<string, number> }

/**
 * The response a question's kind takes from the answer call, checked against the question itself (ids it has, an
 * order naming each item once) and stored with the real ids (ordering and matching travel under opaque ones); a message key for the 400 otherwise. A null response leaves the question unanswered.
 */
export function parseAnswer({ question, order }: TPlacedQuestion, body: TBody): TParsedAnswer {
  const optionIds = (question.options ?? []).map((option) => option.id ?? '')
  switch (question.kind) {
    case 'ordering': {
      const given = (body.order ?? []).map((id) => fromOpaque(question, order, id) ?? '')
      const valid = given.length === optionIds.length && new Set(given).size === given.length && given.every((id) => optionIds.includes(id))
      return valid ? { response: given } : { error: 'badOrder' }
    }
    case 'matching': {
      const pairIds = new Set((question.pairs ?? []).map((pair) => pair.id ?? ''))
      const entries = Object.entries(body.matches ?? {}).map(([prompt, match]) => [prompt, fromOpaque(question, order, match) ?? ''] as const)
      const valid = entries.every(([prompt, match]) => pairIds.has(prompt) && pairIds.has(match))
      return valid ? { response: { matches: Object.fromEntries(entries) } } : { error: 'badMatches' }
    }
    case 'short':
    case 'essay': {
      const text = (body.text ?? '').trim()
      const limit = question.kind === 'short' ? MAX_SHORT_TEXT : Infinity
      if (text.length > limit) return { error: 'textTooLong', values: { n: MAX_SHORT_TEXT } }
      return body.text === undefined ? { error: 'textRequired' } : { response: { text } }
    }
    case 'numerical':
      // null leaves the question unanswered; a missing value is a mistake of the caller.
      if (body.value === null) return { response: null }
      return typeof body.value === 'number' ? { response: { value: body.value } } : { error: 'numberRequired' }
    default: {
      const single = isChoiceKind(question.kind) && question.kind !== 'multiple'
      const valid = body.choices.every((choice) => optionIds.includes(choice)) && !(single && body.choices.length > 1)
      return valid ? { response: body.choices } : { error: 'badChoice' }
    }
  }
}
