import { describe, expect, it } from 'vitest'
import { ZProgramListingParams } from '@/lib/contracts/education/api-params'
import { ZEducationPageQuery } from './page-query'
import { programApiParamsOf, programParamsOf, programQueryStringOf } from './query-state'

describe('the education page URL (other programs)', () => {
  it('keeps a good search and sort, drops bad values and round-trips', () => {
    const query = ZEducationPageQuery.parse({ search: ' risiko ', sort: 'az', topic: '3' })
    expect(query).toEqual({ search: 'risiko', sort: 'az' })
    expect(programQueryStringOf(query)).toBe('?search=risiko&sort=az')
    expect(ZEducationPageQuery.parse({ sort: 'hot', search: ['a', 'b'] })).toEqual({ sort: 'order', search: 'a' })
  })

  it('leaves the defaults out so the plain page keeps its cached URL', () => {
    expect(programQueryStringOf({ sort: 'order', search: '  ' })).toBe('')
  })

  it('asks the API for the first page of 6, in a form the endpoint accepts', () => {
    const params = programParamsOf({ sort: 'latest', search: 'KPBU' })
    expect(params).toEqual({ sortBy: 'latest', search: 'KPBU', skip: 0, take: 6 })
    expect(ZProgramListingParams.parse(programApiParamsOf(params))).toEqual(params)
  })
})

describe('ZProgramListingParams (the other-program call)', () => {
  it('defaults to the editors order from position 1', () => {
    expect(ZProgramListingParams.parse({})).toEqual({ sortBy: 'order', skip: 0, take: 6 })
  })

  it('refuses an unknown sort, a negative skip and a take over the cap', () => {
    for (const bad of [{ sortBy: 'hot' }, { skip: '-6' }, { take: '100' }]) expect(ZProgramListingParams.safeParse(bad).success).toBe(false)
  })
})
