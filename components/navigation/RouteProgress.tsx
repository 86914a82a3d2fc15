'use client'
import { Suspense, useEffect, useState, type ComponentType } from 'react'
import { startsNavigation } from '@/lib/navigation/link-click'
import { leavesShownPage, PROGRESS_EVENT, shownPath, type TProgressSignal } from '@/lib/navigation/progress-signal'

/**
 * The route progress bar (spec section 9), loaded when the first client navigation begins: a link click, back or
 * forward, or a navigation the code signals. A visit that only reads its page downloads none of the bar's code
 * (docs/decisions/045). Until then this listens as the bar does and hands it the page that navigation left, so the
 * bar still shows, 200 ms after the navigation began at the earliest, until the new page is shown.
 */
export function RouteProgress() {
  const [startedFrom, setStartedFrom] = useState<string | null>(null)
  const [Bar, setBar] = useState<ComponentType<{ startedFrom: string }> | null>(null)

  useEffect(() => {
    if (startedFrom !== null) return
    // Before the bar is loaded, no client navigation has happened: the shown page is still the one first loaded.
    const first = shownPath(window.location.pathname, window.location.search)
    const begin = () => {
      setStartedFrom(first)
      // Shown once its code is here, by an update of its own: not part of the navigation's transition, which would
      // hold the bar back until the new page is shown.
      import('./RouteProgressBar').then((module) => setBar(() => module.default), () => undefined)
    }
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (anchor instanceof HTMLAnchorElement && startsNavigation(event, anchor, window.location)) begin()
    }
    const onPopState = () => {
      if (shownPath(window.location.pathname, window.location.search) !== first) begin()
    }
    const onSignal = (event: Event) => {
      if (leavesShownPage((event as CustomEvent<TProgressSignal>).detail, window.location)) begin()
    }
    // Capture phase: next/link prevents the default action of the clicks it handles.
    document.addEventListener('click', onClick, true)
    window.addEventListener('popstate', onPopState)
    window.addEventListener(PROGRESS_EVENT, onSignal)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', onPopState)
      window.removeEventListener(PROGRESS_EVENT, onSignal)
    }
  }, [startedFrom])

  // useSearchParams (in the bar) needs a Suspense boundary, or every statically rendered page would render on the client.
  return startedFrom === null || !Bar ? null : (
    <Suspense fallback={null}>
      <Bar startedFrom={startedFrom} />
    </Suspense>
  )
}
