import { describe, expect, it } from 'vitest'
import { dayOf } from './cp3p'

describe('cp3p seed schedule days', () => {
  it('gives each day of a range its own date in both languages', () => {
    expect(dayOf('12–16 Januari 2027', 1)).toBe('12 Januari 2027')
    expect(dayOf('12–16 January 2027', 2)).toBe('13 January 2027')
  })

  it('keeps a date it cannot split', () => {
    expect(dayOf('30 Januari – 3 Februari 2027', 2)).toBe('30 Januari – 3 Februari 2027')
  })
})
