import type { TProgramDuration } from '@/backend/services/education/shapes'

const ISO: Record<TProgramDuration['unit'], (value: number) => string> = {
  hours: (value) => `PT${value}H`,
  days: (value) => `P${value}D`,
  weeks: (value) => `P${value}W`,
  months: (value) => `P${value}M`,
}

/** A program's length as an ISO 8601 duration, for schema.org's courseWorkload (e.g. P5D). */
export function isoDuration(duration: TProgramDuration | null): string | undefined {
  return duration ? ISO[duration.unit](duration.value) : undefined
}
