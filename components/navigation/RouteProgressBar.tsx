'use client'
import { useTranslations } from 'next-intl'
import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { startsNavigation } from '@/lib/navigation/link-click'
import { leavesShownPage, PROGRESS_EVENT, shownPath, type TProgressSignal } from '@/lib/navigation/progress-signal'
import { createProgressController, type TProgressState } from '@/lib/navigation/progress'

/**
 * The thin bar at the top during client navigations (spec section 9: 200 ms throttle, 5000 ms duration).
 * App Router has no router events, so a link click or back/forward starts it and the shown URL
 * (pathname plus search) changing ends it; a navigation the code starts (router.push after a submit) signals
 * its start and end through useProgressNavigation (lib/navigation). Loaded by `RouteProgress` when the first
 * navigation begins, which passes the URL that navigation left (`startedFrom`): while that URL is still the one
 * shown, the bar starts at once. Rendered under RouteProgress's Suspense boundary (useSearchParams needs one).
 */
export default function RouteProgressBar({ startedFrom }: { startedFrom: string }) {
  const t = useTranslations('common')
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
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (anchor instanceof HTMLAnchorElement && startsNavigation(event, anchor, window.location)) progress.start()
    }
    const onPopState = () => {
      if (window.location.pathname + window.location.search !== shownUrl.current) progress.start()
    }
    const onSignal = (event: Event) => {
      const signal = (event as CustomEvent<TProgressSignal>).detail
      if (signal.phase === 'end') progress.finish()
      else if (leavesShownPage(signal, window.location)) progress.start()
    }
    // Capture phase: next/link prevents the default action of the clicks it handles.
    document.addEventListener('click', onClick, true)
    window.addEventListener('popstate', onPopState)
    window.addEventListener(PROGRESS_EVENT, onSignal)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', onPopState)
      window.removeEventListener(PROGRESS_EVENT, onSignal)
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
      aria-label={t('loadingPage')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-testid="route-progress"
    >
      <div className="route-progress__bar" style={{ transform: `scaleX(${state.progress})` }} />
    </div>
  )
}

