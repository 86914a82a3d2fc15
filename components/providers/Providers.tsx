'use client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { RouteProgress } from '@/components/navigation/RouteProgress'
import { ChunkReloadGuard } from './ChunkReloadGuard'

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } }),
  )
  return (
    <QueryClientProvider client={queryClient}>
      <ChunkReloadGuard />
      <RouteProgress />
      {children}
    </QueryClientProvider>
  )
}
