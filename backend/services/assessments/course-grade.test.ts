import { describe, expect, it } from 'vitest'
import { weightedCourseGrade } from './course-grade'

describe('weightedCourseGrade', () => {
  it('weights each best score by its bank, to one decimal', () => {
    expect(weightedCourseGrade([{ higestScore: 100, weight: 20 }, { higestScore: 80, weight: 50 }])).toBe(85.7)
    expect(weightedCourseGrade([{ higestScore: 50, weight: 20 }, { higestScore: 0, weight: 50 }])).toBe(14.3)
  })

  it('has no grade when no bank carries weight', () => {
    expect(weightedCourseGrade([])).toBeNull()
    expect(weightedCourseGrade([{ higestScore: 90, weight: 0 }])).toBeNull()
  })
})
