import { describe, expect, it } from 'vitest'
import { eventSortOf } from './sort-events'

describe('eventSortOf', () => {
  it('puts the events closest to today first in each section', () => {
    expect(eventSortOf('nearest', 'upcoming')).toEqual(['startDate', 'id'])
    expect(eventSortOf('nearest', 'past')).toEqual(['-startDate', '-id'])
  })

  it('orders by start date or title the same way in both sections', () => {
    for (const when of ['upcoming', 'past'] as const) {
      expect(eventSortOf('latest', when)).toEqual(['-startDate', '-id'])
      expect(eventSortOf('oldest', when)).toEqual(['startDate', 'id'])
      expect(eventSortOf('az', when)).toEqual(['title', 'id'])
      expect(eventSortOf('za', when)).toEqual(['-title', '-id'])
    }
  })
})
