import { describe, expect, it } from 'vitest'
import { isCorrect, scoreAnswers, type TBankQuestion } from './scoring'

const single: TBankQuestion = { id: 'q1', kind: 'single', question: 'A?', options: [{ id: 'a', text: 'a', correct: true }, { id: 'b', text: 'b' }] }
const multiple: TBankQuestion = { id: 'q2', kind: 'multiple', question: 'B?', options: [{ id: 'c', text: 'c', correct: true }, { id: 'd', text: 'd', correct: true }, { id: 'e', text: 'e' }] }

describe('scoring', () => {
  it('counts a question only when exactly its correct options are chosen', () => {
    expect(isCorrect(single, ['a'])).toBe(true)
    expect(isCorrect(single, ['a', 'b'])).toBe(false)
    expect(isCorrect(multiple, ['c'])).toBe(false)
    expect(isCorrect(multiple, ['d', 'c'])).toBe(true)
    expect(isCorrect(multiple, undefined)).toBe(false)
  })

  it('scores a whole percent and compares it with the passing grade', () => {
    expect(scoreAnswers([single, multiple], new Map([['q1', ['a']]]), 50)).toEqual({ score: 50, passed: true })
    expect(scoreAnswers([single, multiple], new Map([['q1', ['b']]]), 50)).toEqual({ score: 0, passed: false })
    expect(scoreAnswers([], new Map(), 0)).toEqual({ score: 0, passed: false })
  })
})
