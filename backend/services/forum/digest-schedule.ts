import type { TDigestFrequency } from '../../../lib/contracts/notifications/preferences'

/**
 * When a post waiting for a digest is sent: the next midnight UTC (07:00 in Jakarta, before the working day) for a
 * daily digest, the next Monday's for a weekly one (docs/decisions/044).
 */
export function nextDigestAt(frequency: Exclude<TDigestFrequency, 'immediate'>, now = new Date()): Date {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1))
  if (frequency === 'weekly') while (next.getUTCDay() !== 1) next.setUTCDate(next.getUTCDate() + 1)
  return next
}
