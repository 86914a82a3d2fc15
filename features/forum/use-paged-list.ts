'use client'
import { useInfiniteQuery, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { firstPaging, isEndPage, nextPaging, type TPaging } from '@/lib/paging/paging'

/**
 * A "load more" list loaded in the browser (spec section 4): a new key (filter, sort) starts at position 1;
 * `reload` after a create or delete drops the loaded pages and fetches the first again.
 */
export function usePagedList<T>(queryKey: QueryKey, dataShow: number, load: (paging: TPaging) => Promise<T[]>) {
  const client = useQueryClient()
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: firstPaging(dataShow),
    getNextPageParam: (lastPage, _pages, lastPaging) => (isEndPage(lastPage.length, dataShow) ? undefined : nextPaging(lastPaging)),
  })
  return {
    items: query.data?.pages.flat() ?? [],
    loading: query.isPending,
    error: query.isError && !query.isFetchNextPageError,
    endPage: !query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    loadingMore: query.isFetchingNextPage,
    failed: query.isFetchNextPageError,
    retry: () => void query.refetch(),
    reload: () => client.resetQueries({ queryKey, exact: true }),
  }
}
