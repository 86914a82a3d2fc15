'use client'
import { useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query'
import { useEffect, useState } from 'react'

// Every object a server-rendered page handed to such a query, by identity: the first mount of one is a page the server
// has just rendered; a later mount of the same object is a page Next.js restored from its router cache (back/forward).
const handedOver = new WeakSet<object>()

/** `initial` as received now: whether it is a fresh render's copy (not yet shown by a committed page), and when. */
const receive = <T extends object>(initial: T) => ({ value: initial, fresh: !handedOver.has(initial), at: Date.now() })

/**
 * A query whose data the page's server render read a moment ago (`initial`): shown as it is, without asking the API
 * again on mount; asked again when the query is invalidated (a mutation) and when the page was restored from the
 * router cache, whose copy may be old. When the query cache holds an older copy from an earlier page, the server's
 * newer one is shown until the next refetch. (staleTime 0 made every course page cost its menu twice: the server's
 * read and the browser's; issue 26.)
 */
export function useServerHandedQuery<T extends object>({ queryKey, queryFn, initial }: { queryKey: QueryKey; queryFn: () => Promise<T>; initial: T }): UseQueryResult<T> & { data: T } {
  const [handed, setHanded] = useState(() => receive(initial))
  // A new copy from the server on the same mounted component: React's "information from previous renders" pattern.
  if (handed.value !== initial) setHanded(receive(initial))
  // Marked once shown, not while rendering: a render React throws away (an interrupted navigation) must not make the
  // next render of the same copy look restored (the e2e test counted one extra menu call in one run before this).
  useEffect(() => {
    handedOver.add(initial)
  }, [initial])
  const query = useQuery({ queryKey, queryFn, initialData: initial, staleTime: 0, refetchOnMount: !handed.fresh })
  const data = handed.fresh && query.dataUpdatedAt < handed.at ? initial : query.data
  return { ...query, data } as UseQueryResult<T> & { data: T }
}
