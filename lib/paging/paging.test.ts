import { describe, expect, it } from 'vitest'
import { pageWindow } from './page-window'
import { firstPaging, isEndPage, nextPaging, pagedListOf, pagedListReducer, type TPagedList } from './paging'

const six = (from: number) => Array.from({ length: 6 }, (_, i) => from + i)

describe('paging (spec section 4)', () => {
  it('starts at position 1, skip 0', () => {
    expect(firstPaging(6)).toEqual({ position: 1, skip: 0, take: 6, dataShow: 6, endPage: false })
  })

  it('sets skip to dataShow times the old position and increments position', () => {
    const second = nextPaging(firstPaging(6))
    expect(second).toMatchObject({ position: 2, skip: 6 })
    expect(nextPaging(second!)).toMatchObject({ position: 3, skip: 12 })
  })

  it('ends when a page brings fewer items than expected', () => {
    expect(isEndPage(5, 6)).toBe(true)
    expect(isEndPage(0, 6)).toBe(true)
    expect(isEndPage(6, 6)).toBe(false)
  })

  it('appends on load more and replaces on reset', () => {
    let state: TPagedList<number> = { paging: firstPaging(6), items: [] }
    state = pagedListReducer(state, { type: 'reset', items: six(1) })
    state = pagedListReducer(state, { type: 'append', items: six(7) })
    expect(state.items).toHaveLength(12)
    expect(state.paging).toMatchObject({ position: 2, skip: 6, endPage: false })
    state = pagedListReducer(state, { type: 'append', items: [13, 14] })
    expect(state.paging).toMatchObject({ position: 3, skip: 12, endPage: true })
    expect(state.items).toHaveLength(14)

    const reset = pagedListReducer(state, { type: 'reset', items: [99] })
    expect(reset).toEqual({ paging: { ...firstPaging(6), endPage: true }, items: [99] })
  })

  it('ignores load more once endPage is true', () => {
    const ended: TPagedList<number> = { paging: { ...firstPaging(6), endPage: true }, items: [1] }
    expect(pagedListReducer(ended, { type: 'append', items: [2] })).toBe(ended)
    expect(nextPaging(ended.paging)).toBeNull()
  })
})

describe('pagedListOf (the pages a load-more list has loaded)', () => {
  it('is the first page reset, then each further page appended', () => {
    const list = pagedListOf([six(1), six(7), [13]], 6)
    expect(list.items).toHaveLength(13)
    expect(list.paging).toMatchObject({ position: 3, skip: 12, endPage: true })
  })

  it('ends on an empty first page (search: a 200 with an empty list)', () => {
    expect(pagedListOf([[]], 6).paging.endPage).toBe(true)
  })
})

describe('pageWindow', () => {
  it('maps a skip that is a multiple of take to a page', () => {
    expect(pageWindow(0, 6)).toEqual({ page: 1, limit: 6, dropFirst: 0 })
    expect(pageWindow(12, 6)).toEqual({ page: 3, limit: 6, dropFirst: 0 })
  })

  it('reads and drops the leading rows otherwise', () => {
    expect(pageWindow(4, 6)).toEqual({ page: 1, limit: 10, dropFirst: 4 })
  })
})
