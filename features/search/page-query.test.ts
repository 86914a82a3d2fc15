import { describe, expect, it } from 'vitest'
import { ZSearchPageQuery } from './page-query'
import { searchApiParams, searchKeyOf, searchParamsOf, searchQueryString } from './query-state'

describe('search page query', () => {
  it('keeps valid filters and drops bad ones', () => {
    expect(ZSearchPageQuery.parse({ type: 'elibrary', topic: '3', year: 'x', sort: 'nope' })).toEqual({
      type: 'elibrary',
      topic: 3,
      year: undefined,
      sort: 'relevance',
    })
  })

  it('decodes the search key and trims it to 200 characters', () => {
    expect(searchKeyOf('air%20minum ')).toBe('air minum')
    expect(searchKeyOf('%E0%A4%A')).toBe('%E0%A4%A')
    expect(searchKeyOf('a'.repeat(300))).toHaveLength(200)
  })

  it('asks the API for page 1 (skip 0, take 6) with the filters', () => {
    const params = searchParamsOf('kpbu', { type: 'research', topic: undefined, year: 2024, sort: 'latest' })
    expect(searchApiParams(params)).toEqual({ query: 'kpbu', type: 'research', year: 2024, sortBy: 'latest', skip: 0, take: 6 })
  })

  it('leaves defaults out of the URL', () => {
    expect(searchQueryString({ sort: 'relevance', type: '' })).toBe('')
    expect(searchQueryString({ sort: 'oldest', topic: 4 })).toBe('?topic=4&sort=oldest')
  })
})
