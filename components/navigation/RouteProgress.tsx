'use client'
import { Suspense, useEffect, useState, type ComponentType } from 'react'
import { listenForNavigations } from '@/lib/navigation/navigation-events'
import { leavesShownPage, shownPath } from '@/lib/navigation/progress-signal'

/**
 * The route progress bar (spec section 9), loaded when the first client navigation begins: a link click, back or
 * forward, or a navigation the code signals. A visit that only reads its page downloads none of the bar's code
 * (docs/decisions/045). Until then this listens as the bar does and hands it the page that navigation left, so the
 * bar still shows, 200 ms after the navigation began at the earliest, until the new page is shown.
 */
/** `label` names the bar for assistive technology (common.loadingPage, from the server). */
export function RouteProgress({ label }: { label: string }) {
  const [startedFrom, setStartedFrom] = useState<string | null>(null)
  const [Bar, setBar] = useState<ComponentType<{ startedFrom: string; label: string }> | null>(null)

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
    return listenForNavigations({
      linkClicked: begin,
      popState: () => {
        if (shownPath(window.location.pathname, window.location.search) !== first) begin()
      },
      signal: (signal) => {
        if (leavesShownPage(signal, window.location)) begin()
      },
    })
  }, [startedFrom])

  // useSearchParams (in the bar) needs a Suspense boundary, or every statically rendered page would render on the client.
  return startedFrom === null || !Bar ? null : (
    <Suspense fallback={null}>
      <Bar startedFrom={startedFrom} label={label} />
    </Suspense>
  )
}
