import { describe, expect, it } from 'vitest'
import { checkAnswers, type TFormQuestion } from './registration-answers'

const q = (id: string, type: TFormQuestion['type'], required = true, options: TFormQuestion['options'] = []): TFormQuestion => ({
  id,
  label: id,
  type,
  required,
  options,
})
const questions = [
  q('org', 'text'),
  q('mail', 'email', false),
  q('phone', 'phone', false),
  q('role', 'select', true, [
    { value: 'gov', label: 'Government' },
    { value: 'private', label: 'Private' },
  ]),
  q('consent', 'checkbox'),
]

describe('checkAnswers', () => {
  it('keeps valid answers of asked questions only, trimmed', () => {
    const result = checkAnswers(questions, { org: ' Bappeda ', phone: '+62 812-3456-7890', role: 'gov', consent: true, extra: 'x' })
    expect(result).toEqual({ issues: {}, answers: { org: 'Bappeda', mail: '', phone: '+62 812-3456-7890', role: 'gov', consent: true } })
  })

  it('answers the spec message keys for missing and malformed answers', () => {
    const result = checkAnswers(questions, { org: '  ', mail: 'not-mail', phone: 'abc', role: 'other', consent: false })
    expect(result.issues).toEqual({ org: 'required', mail: 'email', phone: 'numeric', role: 'required', consent: 'required' })
  })

  it('accepts an unticked optional checkbox and refuses over-long text', () => {
    expect(checkAnswers([q('news', 'checkbox', false)], {}).answers).toEqual({ news: false })
    expect(checkAnswers([q('org', 'text')], { org: 'x'.repeat(501) }).issues).toEqual({ org: 'maxLength|500' })
  })
})
