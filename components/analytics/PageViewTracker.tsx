'use client'
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { pageViewPath } from '@/lib/analytics/page-view-path'
import { sendPageView } from '@/lib/analytics/send-page-view'
import type { Locale } from '@/lib/i18n/config'

// Module state, not a ref: React's strict mode runs an effect twice on one mount and may mount twice; the page is
// still viewed once. A full load starts a fresh module, so it counts again.
let lastPath: string | null = null

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
 * Runs `send` once the browser is idle (at most 3 s later): a page view is bookkeeping, and sent while the page was
 * still settling it kept Lighthouse's trace open until the home slider moved (home mobile performance 95 -> 86-88).
 */
function whenIdle(send: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(send, { timeout: 3_000 })
  else window.setTimeout(send, 1_000)
}

/** Spec section 7: one page view per full load and per client navigation (docs/decisions/028). Renders nothing. */
export function PageViewTracker({ locale }: { locale: Locale }) {
  const pathname = usePathname()
  useEffect(() => {
    const path = pageViewPath(pathname)
    if (path === lastPath) return
    const referrer = lastPath ?? loadReferrer()
    lastPath = path
    whenIdle(() => sendPageView({ path, referrer, locale }))
  }, [pathname, locale])
  return null
}
