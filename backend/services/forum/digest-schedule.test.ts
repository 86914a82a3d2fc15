import { describe, expect, it } from 'vitest'
import { nextDigestAt } from './digest-schedule'

describe('nextDigestAt', () => {
  it('sends a daily digest at the next midnight UTC (07:00 WIB), also across a month end', () => {
    expect(nextDigestAt('daily', new Date('2026-11-27T10:00:00Z')).toISOString()).toBe('2026-11-28T00:00:00.000Z')
    expect(nextDigestAt('daily', new Date('2026-11-30T23:59:59Z')).toISOString()).toBe('2026-12-01T00:00:00.000Z')
    expect(nextDigestAt('daily', new Date('2026-11-28T00:00:00Z')).toISOString()).toBe('2026-11-29T00:00:00.000Z')
  })

  it('sends a weekly digest on the next Monday, a full week later when it is Monday already', () => {
    // 2026-11-27 is a Friday.
    expect(nextDigestAt('weekly', new Date('2026-11-27T10:00:00Z')).toISOString()).toBe('2026-11-30T00:00:00.000Z')
    expect(nextDigestAt('weekly', new Date('2026-11-30T01:00:00Z')).toISOString()).toBe('2026-12-07T00:00:00.000Z')
    expect(nextDigestAt('weekly', new Date('2026-11-29T23:00:00Z')).toISOString()).toBe('2026-11-30T00:00:00.000Z')
  })
})
