import { describe, expect, it } from 'vitest'
import { foldForSearch } from '../../lib/contracts/search/words'
import { richTextToPlain } from './plain-text'

const doc = (...paragraphs: string[]) => ({
  root: {
    type: 'root',
    children: paragraphs.map((text) => ({ type: 'paragraph', children: [{ type: 'text', text }] })),
  },
})

describe('richTextToPlain', () => {
  it('joins the text of every block with spaces', () => {
    expect(richTextToPlain(doc('Skema KPBU', 'untuk daerah.'))).toBe('Skema KPBU untuk daerah.')
  })

  it('answers an empty string for missing or malformed values', () => {
    expect(richTextToPlain(null)).toBe('')
    expect(richTextToPlain({})).toBe('')
    expect(richTextToPlain({ root: { children: 'x' } })).toBe('')
  })
})

describe('foldForSearch', () => {
  it('lower-cases and drops diacritics', () => {
    expect(foldForSearch('Énergie Terbarukan')).toBe('energie terbarukan')
  })
})
