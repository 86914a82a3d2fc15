/**
 * Digital attendance opens 30 minutes before the start (people join a call or queue at the door early)
 * and closes at the end (docs/decisions/004). The server's clock decides, never the browser's.
 */
export const ATTENDANCE_OPENS_BEFORE_MINUTES = 30

export type TAttendanceWindow = { opensAt: string; closesAt: string }
export type TWindowState = 'not-open' | 'open' | 'closed'

export function attendanceWindow(event: { startDate: string; endDate: string }): TAttendanceWindow {
  const opensAt = new Date(new Date(event.startDate).getTime() - ATTENDANCE_OPENS_BEFORE_MINUTES * 60_000).toISOString()
  return { opensAt, closesAt: new Date(event.endDate).toISOString() }
}

/** Open from opensAt (inclusive) until closesAt (exclusive); a cancelled event never opens. */
export function windowState(window: TAttendanceWindow, now: Date, cancelled = false): TWindowState {
  const time = now.getTime()
  if (time >= new Date(window.closesAt).getTime()) return 'closed'
  if (cancelled) return 'closed'
  return time >= new Date(window.opensAt).getTime() ? 'open' : 'not-open'
}
