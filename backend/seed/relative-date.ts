const WIB_OFFSET_MS = 7 * 60 * 60 * 1000

/**
 * The UTC instant of a wall-clock time in Jakarta (WIB, UTC+7) some days from `base`'s date there.
 * Seeded events are dated relative to the seed run, so upcoming events stay upcoming whenever it runs.
 */
export function wibInstant(base: Date, daysFromBase: number, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number)
  const local = new Date(base.getTime() + WIB_OFFSET_MS)
  const wallClock = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + daysFromBase, hours, minutes)
  return new Date(wallClock - WIB_OFFSET_MS)
}
