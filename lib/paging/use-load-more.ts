'use client'
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query'
import { firstPaging, isEndPage, nextPaging, type TPaging } from './paging'

/**
 * A "load more" list whose first page came from the server render. Each further page is asked with the
 * spec's paging (skip = dataShow × old position) and the list ends once a page brings fewer than dataShow.
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
    getNextPageParam: (lastPage, _pages, lastPaging) =>
      isEndPage(lastPage.length, dataShow) ? undefined : nextPaging(lastPaging),
  })
  return {
    items: query.data.pages.flat(),
    endPage: !query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    loadingMore: query.isFetchingNextPage,
    failed: query.isFetchNextPageError,
  }
}
