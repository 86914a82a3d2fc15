'use client'
import { useEffect } from 'react'

/** Spec section 4: after a failed chunk load (a deploy replaced the files) reload, at most once per 60 s. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000
const STORAGE_KEY = 'chunk-reload-at'
const CHUNK_ERROR = /ChunkLoadError|Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module/i

function reloadOnce(message: string) {
  if (!CHUNK_ERROR.test(message)) return
  const last = Number(sessionStorage.getItem(STORAGE_KEY) || 0)
  if (Date.now() - last < CHUNK_RELOAD_INTERVAL_MS) return
  sessionStorage.setItem(STORAGE_KEY, String(Date.now()))
  window.location.reload()
}

export function ChunkReloadGuard() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => reloadOnce(`${event.error?.name ?? ''} ${event.message}`)
    const onRejection = (event: PromiseRejectionEvent) =>
      reloadOnce(`${event.reason?.name ?? ''} ${event.reason?.message ?? event.reason}`)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  return null
}
