import { describe, expect, it } from 'vitest'
import type { TRichText } from '@/backend/services/shapes'
import { plainText } from './plain-text'
import { faqPageLd } from './structured-data'

const text = (value: string) => ({ type: 'text', version: 1, text: value })
const answer = {
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [
      { type: 'paragraph', version: 1, children: [text('Choose '), text('Register.')] },
      { type: 'list', version: 1, children: [{ type: 'listitem', version: 1, children: [text('Fill in the form')] }] },
    ],
  },
} as unknown as TRichText

describe('plainText', () => {
  it('joins the text of a block and puts blocks on their own lines', () => {
    expect(plainText(answer)).toBe('Choose Register.\nFill in the form')
  })

  it('is empty without a body', () => {
    expect(plainText(null)).toBe('')
  })
})

describe('faqPageLd', () => {
  it('lists each question with its accepted answer', () => {
    const ld = faqPageLd({ url: 'https://x.test/en/faq', inLanguage: 'en', items: [{ question: 'Q?', answer: 'A.' }] })
    expect(ld).toMatchObject({ '@type': 'FAQPage', inLanguage: 'en' })
    expect(ld.mainEntity).toEqual([{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }])
  })
})
