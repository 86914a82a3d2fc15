import { describe, expect, it } from 'vitest'
import { itemStatistics } from './item-statistics'

describe('item statistics', () => {
  it('gives the mean credit as facility and the correlation with the rest score as discrimination', () => {
    const stats = itemStatistics([
      { credit: 1, restScore: 90 },
      { credit: 1, restScore: 80 },
      { credit: 0, restScore: 40 },
      { credit: 0, restScore: 30 },
    ])
    expect(stats.n).toBe(4)
    expect(stats.facility).toBe(0.5)
    expect(stats.discrimination).toBeGreaterThan(0.9)
    const reversed = itemStatistics([
      { credit: 0, restScore: 90 },
      { credit: 1, restScore: 30 },
      { credit: 0.5, restScore: 60 },
    ])
    expect(reversed.discrimination).toBeCloseTo(-1)
  })

  it('leaves discrimination empty with too few attempts or no spread', () => {
    expect(itemStatistics([])).toEqual({ n: 0, facility: null, discrimination: null })
    expect(itemStatistics([{ credit: 1, restScore: 50 }, { credit: 0, restScore: 70 }]).discrimination).toBeNull()
    expect(itemStatistics([1, 2, 3].map((index) => ({ credit: 1, restScore: index * 10 }))).discrimination).toBeNull()
  })
})
