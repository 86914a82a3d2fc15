import type { TEventSortBy, TEventWhen } from '../../../lib/contracts/events/api-params'

/**
 * Payload sort keys for an events section. `nearest` is the section's natural order: soonest first for
 * upcoming, most recent first for past. The id tie-breaker keeps pages stable when start times are equal.
 */
export function eventSortOf(sortBy: TEventSortBy, when: TEventWhen): string[] {
  switch (sortBy) {
    case 'latest':
      return ['-startDate', '-id']
    case 'oldest':
      return ['startDate', 'id']
    case 'az':
      return ['title', 'id']
    case 'za':
      return ['-title', '-id']
    default:
      return when === 'upcoming' ? ['startDate', 'id'] : ['-startDate', '-id']
  }
}
