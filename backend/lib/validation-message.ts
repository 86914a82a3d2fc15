import type { z } from 'zod'
import { parseIssueMessage } from '../../lib/contracts/account/validation'
import type { Locale } from '../../lib/i18n/config'
import enMessages from '../../messages/en.json'
import idMessages from '../../messages/id.json'

/**
 * API answers to bad input in the spec's message templates (section 5), in the call's language: the same
 * templates the forms show (messages/<locale>.json "validation"), with the field's name as its label.
 */
const TEMPLATES: Record<Locale, Record<string, string>> = { id: idMessages.validation, en: enMessages.validation }

/** `issue` is a template key as the shared schemas write it (`required`, `maxLength|200`, ...). */
export function validationMessage(issue: string, label: string, locale: Locale): string {
  const { key, arg } = parseIssueMessage(issue)
  const template = TEMPLATES[locale][key] ?? TEMPLATES[locale].invalid
  return template.replace('{label}', label).replace('{n}', arg ?? '')
}

export function invalidJsonMessage(locale: Locale): string {
  return TEMPLATES[locale].invalidJson
}

/**
 * The template key of a zod issue whose schema gave no message of its own (a schema's own key wins over this, as
 * zod ranks a schema's message above the parse's): a missing value is required, a non-number numeric, a string's
 * bounds its length, an e-mail format the e-mail template; anything else is invalid.
 */
export function issueKey(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return 'required'
      return issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint' ? 'numeric' : 'invalid'
    case 'too_small':
      if (issue.origin !== 'string') return 'invalid'
      return Number(issue.minimum) <= 1 ? 'required' : `minLength|${issue.minimum}`
    case 'too_big':
      return issue.origin === 'string' ? `maxLength|${issue.maximum}` : 'invalid'
    case 'invalid_format':
      return issue.format === 'email' ? 'email' : 'invalid'
    default:
      return 'invalid'
  }
}

/** Parses `input` and, when it is bad, answers the first issue as a sentence in the call's language. */
export function parseWithMessage<TSchema extends z.ZodType>(
  schema: TSchema,
  input: unknown,
  locale: Locale,
  where: string,
): { data: z.output<TSchema>; message?: never } | { data?: never; message: string } {
  const parsed = schema.safeParse(input, { error: issueKey })
  if (parsed.success) return { data: parsed.data }
  const issue = parsed.error.issues[0]
  const path = issue?.path ?? []
  const label = path.map(String).join('.') || where
  // A coerced field sees NaN, not the missing value: whatever the check that failed, a field not given is required.
  const given = path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), input)
  const missing = path.length > 0 && (given === undefined || given === null || given === '')
  return { message: validationMessage(missing ? 'required' : (issue?.message ?? 'invalid'), label, locale) }
}
