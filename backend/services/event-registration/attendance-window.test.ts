import { describe, expect, it } from 'vitest'
import { attendanceWindow, windowState } from './attendance-window'

const event = { startDate: '2026-11-28T02:00:00.000Z', endDate: '2026-11-28T05:00:00.000Z' }
const at = (iso: string) => new Date(iso)

describe('attendance window', () => {
  it('opens 30 minutes before the start and closes at the end', () => {
    expect(attendanceWindow(event)).toEqual({ opensAt: '2026-11-28T01:30:00.000Z', closesAt: '2026-11-28T05:00:00.000Z' })
  })

  it('is not open before, open from the opening minute, closed from the end', () => {
    const window = attendanceWindow(event)
    expect(windowState(window, at('2026-11-28T01:29:59.999Z'))).toBe('not-open')
    expect(windowState(window, at('2026-11-28T01:30:00.000Z'))).toBe('open')
    expect(windowState(window, at('2026-11-28T04:59:59.999Z'))).toBe('open')
    expect(windowState(window, at('2026-11-28T05:00:00.000Z'))).toBe('closed')
  })

  it('never opens for a cancelled event', () => {
    expect(windowState(attendanceWindow(event), at('2026-11-28T03:00:00.000Z'), true)).toBe('closed')
  })
})
