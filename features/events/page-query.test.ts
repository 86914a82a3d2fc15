import { describe, expect, it } from 'vitest'
import { ZEventListingParams } from '@/lib/contracts/events/api-params'
import { ZEventPageQuery } from './page-query'
import { eventApiParamsOf, eventParamsOf, eventQueryStringOf } from './query-state'

describe('ZEventPageQuery (the events page URL)', () => {
  it('reads the menu link ?topic=<id> and defaults to the nearest events first', () => {
    expect(ZEventPageQuery.parse({ topic: '7' })).toEqual({ topic: 7, sort: 'nearest' })
  })

  it('drops bad values instead of failing', () => {
    expect(ZEventPageQuery.parse({ topic: 'outreach', year: '0', sort: 'popular', search: ['webinar', 'x'] })).toEqual({
      sort: 'nearest',
      search: 'webinar',
    })
  })

  it('round-trips through the query string without defaults', () => {
    expect(eventQueryStringOf({ topic: 8, sort: 'nearest', search: '' })).toBe('?topic=8')
    expect(eventQueryStringOf({ year: 2025, sort: 'az', search: 'kpbu daerah' })).toBe('?year=2025&sort=az&search=kpbu+daerah')
    expect(eventQueryStringOf({})).toBe('')
  })

  it('becomes first-page API params that the API schema accepts', () => {
    const params = eventParamsOf(ZEventPageQuery.parse({ topic: '3', year: '2025', search: ' green ' }))
    expect(params).toMatchObject({ filterType: [3], filterYear: [2025], search: 'green', skip: 0, take: 6 })
    expect(ZEventListingParams.parse(eventApiParamsOf(params))).toEqual(params)
  })
})

describe('ZEventListingParams (the API call)', () => {
  it('defaults to the first page of 6, nearest first', () => {
    expect(ZEventListingParams.parse({})).toEqual({ sortBy: 'nearest', skip: 0, take: 6 })
  })

  it.each([
    [{ take: '25' }, 'take'],
    [{ skip: '-6' }, 'skip'],
    [{ filterType: 'webinar' }, 'filterType'],
    [{ filterYear: '20x5' }, 'filterYear'],
    [{ sortBy: 'popular' }, 'sortBy'],
    [{ search: 'x'.repeat(101) }, 'search'],
  ])('refuses %o', (input, field) => {
    const result = ZEventListingParams.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual([field])
  })
})
