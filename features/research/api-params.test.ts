import { describe, expect, it } from 'vitest'
import { ZChapterParams, ZResearchListingParams } from './api-params'

describe('ZResearchListingParams', () => {
  it('reads status, year and paging', () => {
    expect(ZResearchListingParams.parse({ filterType: 'complete', filterYear: '2022', skip: '6', take: '6' })).toEqual({
      filterType: 'complete',
      filterYear: [2022],
      sortBy: 'latest',
      skip: 6,
      take: 6,
    })
  })

  it('refuses an unknown status and a take over the cap', () => {
    expect(ZResearchListingParams.safeParse({ filterType: 'done' }).success).toBe(false)
    expect(ZResearchListingParams.safeParse({ take: '100' }).success).toBe(false)
  })
})

describe('ZChapterParams', () => {
  it('accepts a Payload row id and refuses anything else', () => {
    expect(ZChapterParams.safeParse({ id: '6650f0c2a1b2c3d4e5f60718' }).success).toBe(true)
    expect(ZChapterParams.safeParse({ id: '1; drop table' }).success).toBe(false)
    expect(ZChapterParams.safeParse({}).success).toBe(false)
  })
})

describe('ZResearchPageQuery (the research page URL)', async () => {
  const { ZResearchPageQuery } = await import('./page-query')
  const { researchApiParamsOf, researchParamsOf, researchQueryStringOf } = await import('./query-state')

  it('keeps good filters, drops bad ones and round-trips', () => {
    const query = ZResearchPageQuery.parse({ year: '2022', topic: 'x', sort: 'oldest' })
    expect(query).toEqual({ year: 2022, sort: 'oldest' })
    expect(researchQueryStringOf(query)).toBe('?year=2022&sort=oldest')
  })

  it('asks the API for one status at a time, from position 1', () => {
    const params = researchParamsOf({ sort: 'latest', year: 2024 }, 'on-going')
    expect(ZResearchListingParams.parse(researchApiParamsOf(params))).toEqual(params)
    expect(params).toMatchObject({ filterType: 'on-going', skip: 0, take: 6 })
  })
})
