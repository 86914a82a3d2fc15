'use client'
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query'
import { firstPaging, nextPaging, pagedListReducer, type TPagedList, type TPaging } from './paging'

/** The list the loaded pages make: the first resets, each further one appends (the spec's paging rules). */
export function pagedListOf<T>(pages: T[][], dataShow: number): TPagedList<T> {
  return pages.reduce<TPagedList<T>>(
    (list, items, index) => pagedListReducer(list, { type: index === 0 ? 'reset' : 'append', items }),
    { paging: firstPaging(dataShow), items: [] },
  )
}

/**
 * A "load more" list whose first page came from the server render. Each further page is asked with the
 * paging `pagedListReducer` reaches (skip = dataShow × old position), and the list ends once a page brings
 * fewer than dataShow.
 * Callers remount it (React key) when filters change, which resets it to position 1.
 */
export function useLoadMore<T>(args: {
  queryKey: QueryKey
  firstPage: T[]
  dataShow: number
  load: (paging: TPaging) => Promise<T[]>
}) {
  const { queryKey, firstPage, dataShow, load } = args
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: firstPaging(dataShow),
    initialData: { pages: [firstPage], pageParams: [firstPaging(dataShow)] },
    getNextPageParam: (_lastPage, pages) => nextPaging(pagedListOf(pages, dataShow).paging) ?? undefined,
  })
  const list = pagedListOf(query.data.pages, dataShow)
  return {
    items: list.items,
    endPage: list.paging.endPage,
    loadMore: () => void query.fetchNextPage(),
    loadingMore: query.isFetchingNextPage,
    failed: query.isFetchNextPageError,
  }
}
