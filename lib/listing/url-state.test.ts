import { describe, expect, it } from 'vitest'
import { apiQueryOf, listingQueryString } from './url-state'

describe('listingQueryString (filters in the listing URL)', () => {
  const keys = ['topic', 'sort', 'search'] as const

  it('writes the keys in their order and leaves out empty values and defaults', () => {
    expect(listingQueryString({ search: 'kpbu jalan', sort: 'az', topic: 2 }, keys, { sort: 'latest' })).toBe('?topic=2&sort=az&search=kpbu+jalan')
    expect(listingQueryString({ topic: '', sort: 'latest', search: '  ' }, keys, { sort: 'latest' })).toBe('')
    expect(listingQueryString({}, keys)).toBe('')
  })
})

describe('apiQueryOf (a listing request)', () => {
  it('joins lists by commas and drops absent and empty values', () => {
    expect(apiQueryOf({ filterTopic: [1, 21], filterType: [], filterYear: undefined, search: '', sortBy: 'latest', skip: 0, take: 6 })).toEqual({
      filterTopic: '1,21',
      sortBy: 'latest',
      skip: 0,
      take: 6,
    })
  })
})
