import { describe, expect, it } from 'vitest'
import { topUp } from './top-up'

describe('topUp', () => {
  it('keeps the picked items first and fills with the latest ones not already there', () => {
    expect(topUp([{ id: 5 }], [{ id: 9 }, { id: 5 }, { id: 7 }, { id: 1 }]).map((i) => i.id)).toEqual([5, 9, 7])
  })
  it('never shows more than three', () => {
    expect(topUp([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }], [])).toHaveLength(3)
  })
})
