import { describe, expect, it } from 'vitest'
import { wibInstant } from './relative-date'

describe('wibInstant', () => {
  it('turns a Jakarta wall-clock time into its UTC instant', () => {
    expect(wibInstant(new Date('2026-03-10T05:00:00Z'), 0, '09:00').toISOString()).toBe('2026-03-10T02:00:00.000Z')
    expect(wibInstant(new Date('2026-03-10T05:00:00Z'), 3, '13:30').toISOString()).toBe('2026-03-13T06:30:00.000Z')
  })

  it('counts days from the date in Jakarta, which is a day ahead of UTC late in the evening', () => {
    // 20:00 UTC on 10 March is 03:00 WIB on 11 March.
    expect(wibInstant(new Date('2026-03-10T20:00:00Z'), 1, '08:00').toISOString()).toBe('2026-03-12T01:00:00.000Z')
  })

  it('crosses months and years backwards', () => {
    expect(wibInstant(new Date('2026-01-05T05:00:00Z'), -10, '10:00').toISOString()).toBe('2025-12-26T03:00:00.000Z')
  })
})
