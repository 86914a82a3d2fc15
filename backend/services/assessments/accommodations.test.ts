import { describe, expect, it } from 'vitest'
import { combineLimits } from './accommodations'

const bank = { id: 7, timeLimitMinutes: 10, attemptsAllowed: 2 }
const row = (values: { assessment?: number | null; extraMinutes?: number | null; timeMultiplier?: number | null; extraAttempts?: number | null }) => ({ assessment: null, ...values })

describe('combineLimits', () => {
  it('keeps the bank limits without accommodations', () => {
    expect(combineLimits(bank, [])).toEqual({ timeLimitMinutes: 10, attemptsAllowed: 2, accommodated: false })
  })

  it('applies a multiplier and extra minutes together, rounded up to a minute, and extra attempts', () => {
    expect(combineLimits(bank, [row({ timeMultiplier: 1.25, extraMinutes: 2, extraAttempts: 1 })])).toMatchObject({ timeLimitMinutes: 15, attemptsAllowed: 3, accommodated: true })
  })

  it("takes the assessment's own value over the course-wide one field by field, and ignores other assessments", () => {
    const rows = [row({ extraMinutes: 30, extraAttempts: 2 }), row({ assessment: 7, extraMinutes: 5 }), row({ assessment: 8, extraAttempts: 9 })]
    expect(combineLimits(bank, rows)).toMatchObject({ timeLimitMinutes: 15, attemptsAllowed: 4 })
  })

  it('takes the most generous of several rows at one level', () => {
    expect(combineLimits(bank, [row({ timeMultiplier: 1.5 }), row({ timeMultiplier: 2 })]).timeLimitMinutes).toBe(20)
  })
})
