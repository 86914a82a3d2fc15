/**
 * Paging as SPEC.md section 4 describes it: a new filter, sort or first load resets to position 1, skip 0
 * and replaces the list; "load more" (only while not endPage) sets skip to dataShow × the old position,
 * increments position and appends; endPage turns true when a page brings fewer items than expected.
 */
export type TPaging = { position: number; skip: number; take: number; dataShow: number; endPage: boolean }

export function firstPaging(dataShow: number): TPaging {
  return { position: 1, skip: 0, take: dataShow, dataShow, endPage: false }
}

/** The request after `paging`, or null at the end. */
export function nextPaging(paging: TPaging): TPaging | null {
  if (paging.endPage) return null
  return { ...paging, skip: paging.dataShow * paging.position, position: paging.position + 1 }
}

export function isEndPage(received: number, dataShow: number): boolean {
  return received < dataShow
}

export type TPagedList<T> = { paging: TPaging; items: T[] }
export type TPagingAction<T> = { type: 'reset'; items: T[] } | { type: 'append'; items: T[] }

/** State of a list paged by "load more": `reset` for a first load or new filter, `append` for the next page. */
export function pagedListReducer<T>(state: TPagedList<T>, action: TPagingAction<T>): TPagedList<T> {
  const { dataShow } = state.paging
  if (action.type === 'reset') {
    return { paging: { ...firstPaging(dataShow), endPage: isEndPage(action.items.length, dataShow) }, items: action.items }
  }
  const next = nextPaging(state.paging)
  if (!next) return state
  return {
    paging: { ...next, endPage: isEndPage(action.items.length, dataShow) },
    items: [...state.items, ...action.items],
  }
}

/** The list the loaded pages make: the first resets, each further one appends (the spec's paging rules). */
export function pagedListOf<T>(pages: T[][], dataShow: number): TPagedList<T> {
  return pages.reduce<TPagedList<T>>(
    (list, items, index) => pagedListReducer(list, { type: index === 0 ? 'reset' : 'append', items }),
    { paging: firstPaging(dataShow), items: [] },
  )
}
