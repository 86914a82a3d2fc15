import { describe, expect, it } from 'vitest'
import { isPast, registrationOf } from './registration-state'

const now = new Date('2026-03-10T03:00:00.000Z')
const event = {
  startDate: '2026-03-20T02:00:00.000Z',
  endDate: '2026-03-20T05:00:00.000Z',
  eventStatus: 'scheduled' as const,
  registrationOpen: true,
  registrationDeadline: '2026-03-18T10:00:00.000Z',
}

describe('registrationOf', () => {
  it('is open until the deadline', () => {
    expect(registrationOf(event, now)).toEqual({ state: 'open', open: true, closesAt: event.registrationDeadline })
    expect(registrationOf(event, new Date('2026-03-18T10:00:00.000Z')).state).toBe('deadline-passed')
  })

  it('closes at the start when there is no deadline', () => {
    const noDeadline = { ...event, registrationDeadline: null }
    expect(registrationOf(noDeadline, now)).toMatchObject({ open: true, closesAt: event.startDate })
    expect(registrationOf(noDeadline, new Date('2026-03-20T03:00:00.000Z')).state).toBe('deadline-passed')
  })

  it('is closed when not switched on, and ended once the event is over', () => {
    expect(registrationOf({ ...event, registrationOpen: false }, now)).toEqual({ state: 'closed', open: false, closesAt: null })
    expect(registrationOf(event, new Date('2026-03-20T05:00:00.000Z')).state).toBe('ended')
  })

  it('says cancelled or postponed rather than open', () => {
    expect(registrationOf({ ...event, eventStatus: 'cancelled' }, now)).toMatchObject({ state: 'cancelled', open: false })
    expect(registrationOf({ ...event, eventStatus: 'postponed' }, now)).toMatchObject({ state: 'postponed', open: false })
  })
})

describe('isPast', () => {
  it('keeps an event under way upcoming until its end', () => {
    expect(isPast(event.endDate, new Date('2026-03-20T04:00:00.000Z'))).toBe(false)
    expect(isPast(event.endDate, new Date('2026-03-20T05:00:00.000Z'))).toBe(true)
  })
})
