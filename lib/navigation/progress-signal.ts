/**
 * Navigations the code starts (router.push after a submit) tell the route progress bar through a window event:
 * the bar lives in the root layout (components/navigation/RouteProgress) and nothing in the router reports them.
 */
export const PROGRESS_EVENT = 'route-progress'

export type TProgressSignal = { phase: 'start'; target: string } | { phase: 'end' }

/** The path and query a link or push target names, resolved against the shown page; null for another origin. */
export function shownUrlOf(target: string, location: Pick<Location, 'href' | 'origin'>): string | null {
  try {
    const url = new URL(target, location.href)
    return url.origin === location.origin ? url.pathname + url.search : null
  } catch {
    return null
  }
}

export function signalProgress(signal: TProgressSignal) {
  if (typeof window === 'undefined') return
  window.dispatchEvent(new CustomEvent<TProgressSignal>(PROGRESS_EVENT, { detail: signal }))
}

/** Whether a start signal names a page other than the one shown (only that may show the bar). */
export function leavesShownPage(signal: TProgressSignal, location: Pick<Location, 'href' | 'origin' | 'pathname' | 'search'>): boolean {
  if (signal.phase !== 'start') return false
  const target = shownUrlOf(signal.target, location)
  return target !== null && target !== location.pathname + location.search
}

/** A page's path and query written one way, whether read from the location or from the router's hooks. */
export function shownPath(pathname: string, search: string): string {
  const query = new URLSearchParams(search).toString()
  return query ? `${pathname}?${query}` : pathname
}
