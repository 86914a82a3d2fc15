import { QueryClient } from '@tanstack/react-query'

export const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } })

/** One client for the whole visit in the browser, so every part that pages or polls shares one cache across navigations. */
let browserClient: QueryClient | undefined

export function browserQueryClient(): QueryClient {
  return (browserClient ??= newQueryClient())
}
