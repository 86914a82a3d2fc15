import { describe, expect, it } from 'vitest'
import { instantServerPace } from './stats.mjs'

const learner = (apiCalls: number, thoughtMs: number, measuredFrom: number, measuredUntil: number) => ({ signedIn: true, thoughtMs, measuredFrom, measuredUntil, client: { apiCalls } })

describe('instantServerPace', () => {
  it('scales each learner’s calls from its think time to its whole measured span', () => {
    // 10 calls in 9 s of thinking over a 10 s span: an instant server would have let it make 10/9 * 10 calls.
    const pace = instantServerPace([learner(10, 9000, 0, 10_000)], 10)
    expect(pace.apiRps).toBeCloseTo(100 / 9 / 10, 6)
    expect(pace.waiting).toBeCloseTo(0.1, 6)
  })

  it('counts a learner the ramp started late for its own span only, and skips learners never measured', () => {
    const pace = instantServerPace([learner(6, 3000, 0, 6000), learner(3, 3000, 3000, 6000), { signedIn: false, client: {} }], 6)
    // 6 * 6000/3000 = 12 and 3 * 3000/3000 = 3 calls over 6 s.
    expect(pace.apiRps).toBeCloseTo(15 / 6, 6)
    expect(pace.waiting).toBeCloseTo(1 - 6000 / 9000, 6)
  })
})
