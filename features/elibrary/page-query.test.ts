import { describe, expect, it } from 'vitest'
import { ZELibraryListingParams } from '@/lib/contracts/elibrary/api-params'
import { ZELibraryPageQuery } from './page-query'
import { apiParamsOf, listingParamsOf, queryStringOf } from './query-state'

describe('ZELibraryPageQuery (the listing URL)', () => {
  it('reads the menu link ?type=21', () => {
    expect(ZELibraryPageQuery.parse({ type: '21' })).toEqual({ type: 21, sort: 'latest' })
  })

  it('drops bad values instead of failing', () => {
    expect(ZELibraryPageQuery.parse({ type: 'video', year: '-3', sort: 'random', topic: ['2', '3'] })).toEqual({
      topic: 2,
      sort: 'latest',
    })
  })

  it('round-trips through the query string without defaults', () => {
    expect(queryStringOf({ type: 1, sort: 'latest', search: '' })).toBe('?type=1')
    expect(queryStringOf({ topic: 2, year: 2024, sort: 'az', search: 'kpbu jalan' })).toBe(
      '?topic=2&year=2024&sort=az&search=kpbu+jalan',
    )
    expect(queryStringOf({})).toBe('')
  })

  it('becomes first-page API params that the API schema accepts', () => {
    const params = listingParamsOf(ZELibraryPageQuery.parse({ type: '2', year: '2023', search: ' toll ' }))
    expect(params).toMatchObject({ filterType: [2], filterYear: [2023], search: 'toll', skip: 0, take: 6 })
    expect(ZELibraryListingParams.parse(apiParamsOf(params))).toEqual(params)
  })
})

describe('ZELibraryListingParams (the API call)', () => {
  it('defaults to the first page of 6, newest first', () => {
    expect(ZELibraryListingParams.parse({})).toEqual({ sortBy: 'latest', skip: 0, take: 6 })
  })

  it('reads comma lists and treats empty values as absent', () => {
    expect(ZELibraryListingParams.parse({ filterType: '1,21', filterTopic: '', search: '' })).toMatchObject({
      filterType: [1, 21],
    })
  })

  it.each([
    [{ take: '25' }, 'take'],
    [{ take: '0' }, 'take'],
    [{ skip: '-1' }, 'skip'],
    [{ filterType: 'video' }, 'filterType'],
    [{ sortBy: 'popular' }, 'sortBy'],
    [{ search: 'x'.repeat(101) }, 'search'],
  ])('refuses %o', (input, field) => {
    const result = ZELibraryListingParams.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual([field])
  })
})
