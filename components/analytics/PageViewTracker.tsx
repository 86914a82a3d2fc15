'use client'
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { pageViewPath } from '@/lib/analytics/page-view-path'
import { hasMemberSession, sendPageView } from '@/lib/analytics/send-page-view'
import type { Locale } from '@/lib/i18n/config'

// Module state, not a ref: React's strict mode runs an effect twice on one mount and may mount twice; the page is
// still viewed once. A full load starts a fresh module, so it counts again.
let lastPath: string | null = null
/** The full load's own view while it waits (see whenLoaded); null once it has been sent. */
let pendingFirstView: (() => void) | null = null

/** How long after the load event the full load's view waits before it is sent when the browser is next idle. */
export const FIRST_VIEW_DELAY_MS = 1_000
const IDLE_TIMEOUT_MS = 2_000

/** Where the first page of a full load came from: our own page as its path, another site as its origin only. */
function loadReferrer(): string | undefined {
  if (!document.referrer) return undefined
  try {
    const from = new URL(document.referrer)
    return from.origin === location.origin ? pageViewPath(from.pathname) : from.origin
  } catch {
    return undefined
  }
}

/**
 * Sends the full load's view once the page has loaded, a second has passed and the browser is idle, so the request
 * is never part of what the page needs to show (Lighthouse counts a request that ends before the largest paint into
 * that paint). It goes at once when the visitor leaves or hides the page first (pagehide, visibilitychange; the call
 * is keepalive) or navigates within the site: every view is still recorded, in order.
 */
function whenLoaded(send: () => void): void {
  let timer: number | undefined
  let idle: number | undefined
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush()
  }
  const flush = () => {
    pendingFirstView = null
    window.removeEventListener('load', afterLoad)
    window.removeEventListener('pagehide', flush)
    document.removeEventListener('visibilitychange', onHidden)
    window.clearTimeout(timer)
    if (idle !== undefined) window.cancelIdleCallback?.(idle)
    send()
  }
  const onIdle = () => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(flush, { timeout: IDLE_TIMEOUT_MS })
    else flush()
  }
  function afterLoad() {
    timer = window.setTimeout(onIdle, FIRST_VIEW_DELAY_MS)
  }
  pendingFirstView = flush
  window.addEventListener('pagehide', flush)
  document.addEventListener('visibilitychange', onHidden)
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad)
}

/** Spec section 7: one page view per full load and per client navigation (docs/decisions/028). Renders nothing. */
export function PageViewTracker({ locale }: { locale: Locale }) {
  const pathname = usePathname()
  useEffect(() => {
    const path = pageViewPath(pathname)
    if (path === lastPath) return
    const referrer = lastPath ?? loadReferrer()
    const first = lastPath === null
    lastPath = path
    const view = { path, referrer, locale, signedIn: hasMemberSession() }
    if (first) return whenLoaded(() => sendPageView(view))
    // A client navigation: the full load's view goes first if it is still waiting, then this one, at once.
    pendingFirstView?.()
    sendPageView(view)
  }, [pathname, locale])
  return null
}
