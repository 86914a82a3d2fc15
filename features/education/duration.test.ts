import { describe, expect, it } from 'vitest'
import { isoDuration } from './duration'

describe('isoDuration', () => {
  it('writes hours as a time and longer units as a period', () => {
    expect(isoDuration({ value: 12, unit: 'hours' })).toBe('PT12H')
    expect(isoDuration({ value: 5, unit: 'days' })).toBe('P5D')
    expect(isoDuration({ value: 8, unit: 'weeks' })).toBe('P8W')
    expect(isoDuration({ value: 2, unit: 'months' })).toBe('P2M')
  })

  it('has nothing to say without a duration', () => {
    expect(isoDuration(null)).toBeUndefined()
  })
})
