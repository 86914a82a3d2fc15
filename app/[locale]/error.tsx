'use client'
import dynamic from 'next/dynamic'
import type { TRouteError } from '@/components/ui/RouteErrorBody'

// Every page holds this boundary, so its view loads only when a route fails, not with each page (docs/decisions/045).
const RouteErrorBody = dynamic(() => import('@/components/ui/RouteErrorBody').then((module) => module.RouteErrorBody))

/** Unhandled route errors (spec section 8): components/ui/RouteErrorBody. */
export default function RouteError(props: { error: TRouteError; reset: () => void }) {
  return <RouteErrorBody {...props} />
}
