'use client'
import { lazy, Suspense } from 'react'
import type { TRouteError } from '@/components/ui/RouteErrorBody'

// Every page holds this boundary, so its view loads only when a route fails, not with each page (docs/decisions/045).
// React.lazy rather than next/dynamic, whose own code every page then downloaded (twice: Turbopack put it in this
// boundary's chunk and in the header's).
const RouteErrorBody = lazy(() => import('@/components/ui/RouteErrorBody').then((module) => ({ default: module.RouteErrorBody })))

/** Unhandled route errors (spec section 8): components/ui/RouteErrorBody. */
export default function RouteError(props: { error: TRouteError; reset: () => void }) {
  return (
    <Suspense fallback={null}>
      <RouteErrorBody {...props} />
    </Suspense>
  )
}
