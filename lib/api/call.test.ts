import type { AxiosInstance } from 'axios'
import { describe, expect, it, vi } from 'vitest'
import { BANNER_LIST, BANNER_SLIDER } from '@/lib/contracts/banners/endpoints'
import { FAQ_HIGHLIGHT } from '@/lib/contracts/faq'
import { getData, queryOf } from './call'

function fakeApi(status: number, body: unknown) {
  const get = vi.fn(async () => ({ status, data: body }))
  return { api: { get } as unknown as AxiosInstance, get }
}

describe('queryOf', () => {
  it('joins lists with commas and leaves out empty values', () => {
    expect(queryOf({ filterTopic: [3, 7], skip: 0, search: '', sortBy: undefined, year: null, none: [] })).toEqual({ filterTopic: '3,7', skip: 0 })
  })

  it('sends no query at all for empty params', () => {
    expect(queryOf({})).toBeUndefined()
  })
})

describe('getData', () => {
  it("calls the contract's path with its params and returns the envelope's data", async () => {
    const { api, get } = fakeApi(200, { success: true, message: 'Success', data: [{ id: 1 }] })
    expect(await getData(api, BANNER_LIST, { placement: 'home-slider' })).toEqual([{ id: 1 }])
    expect(get).toHaveBeenCalledWith('/static/banner', { params: { placement: 'home-slider' } })
  })

  it('returns null for any failure', async () => {
    expect(await getData(fakeApi(404, { success: false, message: 'no' }).api, BANNER_SLIDER, {})).toBeNull()
  })

  it('types params and data from the contract', async () => {
    const { api } = fakeApi(200, { success: true, message: 'Success', data: [] })
    // @ts-expect-error: a placement the contract does not know
    await getData(api, BANNER_LIST, { placement: 'nowhere' })
    // @ts-expect-error: FAQ_HIGHLIGHT takes `take`, not `limit`
    await getData(api, FAQ_HIGHLIGHT, { limit: 3 })
    const items = await getData(api, FAQ_HIGHLIGHT, { take: 3 })
    expect(items?.map((item) => item.question)).toEqual([])
  })
})
