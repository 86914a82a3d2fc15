'use client'
import { useEffect, useRef, useSyncExternalStore } from 'react'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION)
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}

/** True when the visitor asked for less motion; the server assumes not (nothing moves before hydration anyway). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  )
}

/**
 * Calls `advance` every `intervalMs` while `running`. Each change of `running` (hover, focus, pause) restarts the
 * timer, so a slide the visitor just looked at gets its full time again.
 */
export function useAutoAdvance(running: boolean, intervalMs: number, advance: () => void): void {
  const latest = useRef(advance)
  useEffect(() => {
    latest.current = advance
  })
  useEffect(() => {
    if (!running) return
    const timer = window.setInterval(() => latest.current(), intervalMs)
    return () => window.clearInterval(timer)
  }, [running, intervalMs])
}
