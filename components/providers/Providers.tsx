'use client'
import type { ReactNode } from 'react'
import { RouteProgress } from '@/components/navigation/RouteProgress'
import { ChunkReloadGuard } from './ChunkReloadGuard'

/**
 * What every page needs in the browser. react-query is not here: the parts that use it bring their own provider
 * (QueryProvider), so reading pages do not download it (docs/decisions/045).
 */
export function Providers({ progressLabel, children }: { progressLabel: string; children: ReactNode }) {
  return (
    <>
      <ChunkReloadGuard />
      <RouteProgress label={progressLabel} />
      {children}
    </>
  )
}
