import { describe, expect, it } from 'vitest'
import { creditOf, normaliseAnswer, scoreOf, type TBankQuestion } from './question-kinds'

const single: TBankQuestion = { id: 'q1', kind: 'single', question: 'A?', options: [{ id: 'a', text: 'a', correct: true }, { id: 'b', text: 'b' }] }
const multiple: TBankQuestion = {
  id: 'q2',
  kind: 'multiple',
  question: 'B?',
  options: [{ id: 'c', text: 'c', correct: true }, { id: 'd', text: 'd', correct: true }, { id: 'e', text: 'e' }, { id: 'f', text: 'f' }],
}
const matching: TBankQuestion = {
  id: 'q3',
  kind: 'matching',
  question: 'Match',
  pairs: [
    { id: 'p1', prompt: 'Jakarta', match: 'Indonesia' },
    { id: 'p2', prompt: 'Manila', match: 'Philippines' },
    { id: 'p3', prompt: 'Bandung', match: 'Indonesia' },
    { id: 'p4', prompt: 'Hanoi', match: 'Vietnam' },
  ],
}
const ordering: TBankQuestion = { id: 'q4', kind: 'ordering', question: 'Order', options: ['w', 'x', 'y', 'z'].map((id) => ({ id, text: id })) }

describe('question kinds', () => {
  it('gives single choice and true/false all or nothing', () => {
    expect(creditOf(single, ['a'])).toBe(1)
    expect(creditOf(single, ['a', 'b'])).toBe(0)
    expect(creditOf({ ...single, kind: 'truefalse' }, ['b'])).toBe(0)
    expect(creditOf(single, undefined)).toBe(0)
  })

  it('gives multiple answers partial credit: (right − wrong) / correct, never below 0', () => {
    expect(creditOf(multiple, ['c', 'd'])).toBe(1)
    expect(creditOf(multiple, ['c'])).toBe(0.5)
    expect(creditOf(multiple, ['c', 'e'])).toBe(0)
    expect(creditOf(multiple, ['c', 'd', 'e'])).toBe(0.5)
    expect(creditOf(multiple, ['c', 'd', 'e', 'f'])).toBe(0)
    expect(creditOf(multiple, ['e', 'f'])).toBe(0)
  })

  it('credits matching per right pair, a match with the same text counting too', () => {
    expect(creditOf(matching, { matches: { p1: 'p1', p2: 'p2', p3: 'p1', p4: 'p4' } })).toBe(1)
    expect(creditOf(matching, { matches: { p1: 'p2', p2: 'p1', p4: 'p4' } })).toBe(0.25)
    expect(creditOf(matching, { matches: {} })).toBe(0)
  })

  it('credits ordering by the share in place, or all or nothing', () => {
    expect(creditOf(ordering, ['w', 'x', 'y', 'z'])).toBe(1)
    expect(creditOf(ordering, ['w', 'x', 'z', 'y'])).toBe(0.5)
    expect(creditOf({ ...ordering, orderScoring: 'all' }, ['w', 'x', 'z', 'y'])).toBe(0)
    expect(creditOf({ ...ordering, orderScoring: 'all' }, ['w', 'x', 'y', 'z'])).toBe(1)
  })

  it('compares short answers normalised against every accepted answer', () => {
    expect(normaliseAnswer('  Énergi   TERBARUKAN!! ')).toBe('energi terbarukan')
    const short: TBankQuestion = { id: 'q5', kind: 'short', question: '?', acceptedAnswers: [{ text: 'Energi terbarukan' }, { text: 'renewable energy' }] }
    expect(creditOf(short, { text: '"energi   terbarukan".' })).toBe(1)
    expect(creditOf(short, { text: 'Renewable Energy' })).toBe(1)
    expect(creditOf(short, { text: 'energi' })).toBe(0)
    expect(creditOf(short, { text: '  ' })).toBe(0)
  })

  it('accepts a number within the tolerance', () => {
    const numerical: TBankQuestion = { id: 'q6', kind: 'numerical', question: '?', numericAnswer: 9.8, tolerance: 0.1 }
    expect(creditOf(numerical, { value: 9.9 })).toBe(1)
    expect(creditOf(numerical, { value: 9.7 })).toBe(1)
    expect(creditOf(numerical, { value: 9.95 })).toBe(0)
    expect(creditOf({ ...numerical, numericAnswer: 0.3, tolerance: 0 }, { value: 0.1 + 0.2 })).toBe(1)
  })

  it('leaves an essay without credit and weights the score by points', () => {
    expect(creditOf({ id: 'q7', kind: 'essay', question: '?' }, { text: 'long' })).toBeNull()
    expect(scoreOf([{ points: 1, credit: 1 }, { points: 3, credit: 0.5 }])).toBe(63)
    expect(scoreOf([{ points: 2, credit: null }, { points: 2, credit: 1 }])).toBe(50)
    expect(scoreOf([])).toBe(0)
  })
})
