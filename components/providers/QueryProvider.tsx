'use client'
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query'
import { useContext, useState, type ComponentType, type ReactNode } from 'react'
import { browserQueryClient, newQueryClient } from '@/lib/query/query-client'

/**
 * @tanstack/react-query for the parts that poll or page (notifications, registrations, lectures), given
 * where they are instead of by the root layout: pages that only read ship none of it (docs/decisions/045). Under
 * another provider (a layout's, a test's) it adds nothing; otherwise the browser's one client, or on the server one
 * per render.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext)
  const [client] = useState(() => outer ?? (typeof window === 'undefined' ? newQueryClient() : browserQueryClient()))
  if (outer) return children
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

/** A component that uses react-query, with its own provider (shared client): for parts used outside a provider. */
export function withQueryClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQueryClient(props: P) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    )
  }
  WithQueryClient.displayName = `WithQueryClient(${Component.displayName ?? Component.name})`
  return WithQueryClient
}
