import { InfiniteQueryObserver, type InfiniteData, type QueryKey } from '@tanstack/react-query'
import { browserQueryClient } from '@/lib/query/query-client'
import { firstPaging, nextPaging, pagedListOf, type TPaging } from './paging'

export type TLoadMoreArgs<T> = { queryKey: QueryKey; firstPage: T[]; dataShow: number; load: (paging: TPaging) => Promise<T[]> }

/** What `useLoadMore` reads from the query: the pages so far, and whether the next one is loading or failed. */
export type TLoadMoreResult<T> = { pages: T[][]; loadingMore: boolean; failed: boolean }

export type TLoadMoreSource<T> = {
  subscribe: (onChange: () => void) => () => void
  snapshot: () => TLoadMoreResult<T>
  fetchNext: () => void
}

/**
 * The "load more" pages of one list as a react-query infinite query on the browser's shared client (the same query
 * `useInfiniteQuery` made before: the server's first page as initial data, the next page's paging from the spec's
 * rules; the query key names everything `load` depends on, as with any query). Loaded with the first "load more" (lib/paging/use-load-more.ts), so a listing's first visit downloads no
 * react-query; once loaded, lists mounted later find their pages in the shared cache as before.
 */
export function createLoadMoreSource<T>(args: TLoadMoreArgs<T>): TLoadMoreSource<T> {
  const { queryKey, firstPage, dataShow, load } = args
  const observer = new InfiniteQueryObserver<T[], Error, InfiniteData<T[], TPaging>, QueryKey, TPaging>(browserQueryClient(), {
    queryKey,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: firstPaging(dataShow),
    initialData: { pages: [firstPage], pageParams: [firstPaging(dataShow)] },
    getNextPageParam: (_lastPage, pages) => nextPaging(pagedListOf(pages, dataShow).paging) ?? undefined,
  })
  let snapshot: TLoadMoreResult<T> = { pages: [firstPage], loadingMore: false, failed: false }
  return {
    subscribe: (onChange) => observer.subscribe(() => onChange()),
    // The same object until something shown changes (useSyncExternalStore compares snapshots by identity).
    snapshot: () => {
      // As useInfiniteQuery reads it: from the query's state now, also before the list has subscribed.
      const current = observer.getOptimisticResult(observer.options as Parameters<typeof observer.getOptimisticResult>[0])
      const pages = current.data?.pages ?? [firstPage]
      if (pages !== snapshot.pages || current.isFetchingNextPage !== snapshot.loadingMore || current.isFetchNextPageError !== snapshot.failed) {
        snapshot = { pages, loadingMore: current.isFetchingNextPage, failed: current.isFetchNextPageError }
      }
      return snapshot
    },
    fetchNext: () => void observer.fetchNextPage(),
  }
}
