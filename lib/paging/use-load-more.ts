'use client'
import { useState, useSyncExternalStore } from 'react'
import type { TLoadMoreArgs, TLoadMoreResult, TLoadMoreSource } from './load-more-query'
import { pagedListOf } from './paging'

/** The query module once a list has loaded it: lists mounted afterwards use it at once (and its shared cache). */
let queryModule: typeof import('./load-more-query') | undefined

const noSubscription = () => () => {}

/**
 * A "load more" list whose first page came from the server render. Each further page is asked with the
 * paging `pagedListReducer` reaches (skip = dataShow × old position), and the list ends once a page brings
 * fewer than dataShow. react-query (and the query behind the pages) loads with the first "load more": until then
 * the list is the server's first page, so a listing's first visit does not download it (docs/decisions/045).
 * Callers remount it (React key) when filters change, which resets it to position 1.
 */
export function useLoadMore<T>(args: TLoadMoreArgs<T>) {
  const { firstPage, dataShow } = args
  const [source, setSource] = useState<TLoadMoreSource<T> | null>(() => queryModule?.createLoadMoreSource(args) ?? null)
  // While the query module is on its way after the first press, and whether it failed to come.
  const [starting, setStarting] = useState<'no' | 'loading' | 'failed'>('no')
  const [initial] = useState<TLoadMoreResult<T>>(() => ({ pages: [firstPage], loadingMore: false, failed: false }))
  const result = useSyncExternalStore(source?.subscribe ?? noSubscription, source?.snapshot ?? (() => initial), () => initial)

  const loadMore = () => {
    if (source) return source.fetchNext()
    setStarting('loading')
    import('./load-more-query').then(
      (module) => {
        queryModule = module
        const created = module.createLoadMoreSource(args)
        created.fetchNext()
        setSource(created)
        setStarting('no')
      },
      () => setStarting('failed'),
    )
  }

  const list = pagedListOf(result.pages, dataShow)
  return {
    items: list.items,
    endPage: list.paging.endPage,
    loadMore,
    loadingMore: starting === 'loading' || result.loadingMore,
    failed: starting === 'failed' || result.failed,
  }
}
