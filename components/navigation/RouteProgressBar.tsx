'use client'
import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { listenForNavigations } from '@/lib/navigation/navigation-events'
import { leavesShownPage, shownPath } from '@/lib/navigation/progress-signal'
import { createProgressController, type TProgressState } from '@/lib/navigation/progress'

/**
 * The thin bar at the top during client navigations (spec section 9: 200 ms throttle, 5000 ms duration).
 * App Router has no router events, so a link click or back/forward starts it and the shown URL
 * (pathname plus search) changing ends it; a navigation the code starts (router.push after a submit) signals
 * its start and end through useProgressNavigation (lib/navigation). Loaded by `RouteProgress` when the first
 * navigation begins, which passes the URL that navigation left (`startedFrom`): while that URL is still the one
 * shown, the bar starts at once. Rendered under RouteProgress's Suspense boundary (useSearchParams needs one).
 */
export default function RouteProgressBar({ startedFrom, label }: { startedFrom: string; label: string }) {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const [state, setState] = useState<TProgressState>({ visible: false, progress: 0 })
  const controller = useRef<ReturnType<typeof createProgressController>>(null)
  // The URL last shown, so back/forward between anchors of one page does not start the bar.
  const shownUrl = useRef('')

  useEffect(() => {
    const progress = createProgressController(setState)
    controller.current = progress
    // The navigation that loaded the bar, while the page it left is still shown.
    // (The location, until a click's or push's new page is shown; the router's path, after back/forward changed it.)
    const leftPage = [shownPath(window.location.pathname, window.location.search), shownPath(pathname, search)]
    if (leftPage.includes(startedFrom)) progress.start()
    const stopListening = listenForNavigations({
      linkClicked: () => progress.start(),
      popState: () => {
        if (window.location.pathname + window.location.search !== shownUrl.current) progress.start()
      },
      signal: (signal) => {
        if (signal.phase === 'end') progress.finish()
        else if (leavesShownPage(signal, window.location)) progress.start()
      },
    })
    return () => {
      stopListening()
      progress.dispose()
    }
    // Once, on mounting: later navigations are the listeners' (startedFrom and the shown URL then never change).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    // Not on mounting: the navigation that loaded the bar may still be under way.
    if (shownUrl.current) controller.current?.finish()
    shownUrl.current = window.location.pathname + window.location.search
  }, [pathname, search])

  if (!state.visible) return null
  const percent = Math.round(state.progress * 100)
  return (
    <div
      className="route-progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-testid="route-progress"
    >
      <div className="route-progress__bar" style={{ transform: `scaleX(${state.progress})` }} />
    </div>
  )
}

