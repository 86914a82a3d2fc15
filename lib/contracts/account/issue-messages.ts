/**
 * The spec's message template keys (section 5) that schemas give as messages: `required`, `email`, `minLength|8`,
 * `sameAs|password`... A form renders them with its field label in the page language; the API answers them in the
 * call's language. Kept free of zod so a page can render messages without loading its schemas.
 */
export const V = {
  required: 'required',
  email: 'email',
  min: (n: number) => `minLength|${n}`,
  max: (n: number) => `maxLength|${n}`,
  lowercase: 'lowercase',
  uppercase: 'uppercase',
  number: 'number',
  special: 'special',
  sameAs: (field: string) => `sameAs|${field}`,
  notSameAs: (field: string) => `notSameAs|${field}`,
  numeric: 'numeric',
  /** No template of its own: answered as "{label} is invalid". */
  invalid: 'invalid',
} as const

export type TIssueMessage = { key: string; arg?: string }

export function parseIssueMessage(message: string): TIssueMessage {
  const [key, arg] = message.split('|')
  return { key, arg }
}
