import type { TSortBy } from '../../../lib/contracts/elibrary/api-params'

/** Sort keys for Payload; the id tie-breaker keeps pages stable when dates or years are equal. */
export function sortOf(sortBy: TSortBy, dateField: string): string[] {
  switch (sortBy) {
    case 'oldest':
      return [dateField, 'id']
    case 'az':
      return ['title', 'id']
    case 'za':
      return ['-title', '-id']
    default:
      return [`-${dateField}`, '-id']
  }
}
