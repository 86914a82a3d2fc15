import { describe, expect, it } from 'vitest'
import { relevanceOf } from './search-sqlite'

describe('relevanceOf (SQLite fallback ranking)', () => {
  it('weighs words found in the title above words found only in the text', () => {
    expect(relevanceOf({ title: 'KPBU Air Minum' }, ['air', 'minum'])).toBe(6)
    expect(relevanceOf({ title: 'Jalan Tol' }, ['air', 'minum'])).toBe(2)
    expect(relevanceOf({ title: 'Énergi air' }, ['energi', 'air'])).toBe(6)
  })
})
