import { describe, expect, it } from 'vitest'
import { ZResearchListingParams } from '@/lib/contracts/research/api-params'

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
