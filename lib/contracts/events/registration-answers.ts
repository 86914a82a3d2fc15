import { V } from '../account/validation'

export type TFormQuestionType = 'text' | 'email' | 'phone' | 'select' | 'checkbox'

/** A question of an event's registration form as the API gives it (label in the call's language). */
export type TFormQuestion = {
  id: string
  label: string
  type: TFormQuestionType
  required: boolean
  options: { value: string; label: string }[]
}

export type TAnswerValue = string | boolean
export type TAnswers = Record<string, TAnswerValue>

const MAX_TEXT = 500
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE = /^\+?[\d\s-]{8,20}$/

function checkOne(question: TFormQuestion, raw: unknown): { value?: TAnswerValue; issue?: string } {
  if (question.type === 'checkbox') {
    const value = raw === true || raw === 'true'
    return question.required && !value ? { issue: V.required } : { value }
  }
  const value = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : ''
  if (!value) return question.required ? { issue: V.required } : { value: '' }
  if (value.length > MAX_TEXT) return { issue: V.max(MAX_TEXT) }
  if (question.type === 'email' && !EMAIL.test(value)) return { issue: V.email }
  if (question.type === 'phone' && !PHONE.test(value)) return { issue: V.numeric }
  if (question.type === 'select' && !question.options.some((option) => option.value === value)) return { issue: V.required }
  return { value }
}

/**
 * Checks the answers against the event's questions, for the form and again in the API. Issues are the
 * spec's message keys (section 5) by question id; unknown keys are dropped, so only asked questions are stored.
 */
export function checkAnswers(questions: TFormQuestion[], raw: Record<string, unknown>): { answers: TAnswers; issues: Record<string, string> } {
  const answers: TAnswers = {}
  const issues: Record<string, string> = {}
  for (const question of questions) {
    const { value, issue } = checkOne(question, raw[question.id])
    if (issue) issues[question.id] = issue
    else if (value !== undefined) answers[question.id] = value
  }
  return { answers, issues }
}
