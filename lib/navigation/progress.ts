/** Spec section 9: the route progress bar shows after 200 ms of navigation and estimates 5000 ms. */
export const PROGRESS_THROTTLE_MS = 200
export const PROGRESS_DURATION_MS = 5000
/** How often the estimate moves, and how long the full bar stays before it hides. */
const TICK_MS = 100
const FINISH_HOLD_MS = 200
/** A navigation that never changes the URL (a redirect back to this page) must not leave the bar up. */
const GIVE_UP_AFTER_DURATIONS = 3

/**
 * Share of the bar filled after `elapsed` ms of a navigation expected to take `duration` ms: quick at
 * first, then slower, never full (a navigation slower than the estimate keeps crawling, never stops).
 * At `duration` it is about 70 %.
 */
export function estimatedProgress(elapsed: number, duration: number): number {
  if (elapsed <= 0) return 0
  return (2 / Math.PI) * Math.atan((elapsed / duration) * 2)
}

export type TProgressState = { visible: boolean; progress: number }

/**
 * start() when a navigation begins, finish() when the new URL is shown. A navigation that finishes
 * within the throttle never shows the bar; a shown bar fills to 100 % and then hides.
 */
export function createProgressController(
  onChange: (state: TProgressState) => void,
  { throttle = PROGRESS_THROTTLE_MS, duration = PROGRESS_DURATION_MS } = {},
) {
  let showTimer: ReturnType<typeof setTimeout> | null = null
  let hideTimer: ReturnType<typeof setTimeout> | null = null
  let ticker: ReturnType<typeof setInterval> | null = null
  let startedAt = 0
  let visible = false

  function clearAll() {
    if (showTimer !== null) clearTimeout(showTimer)
    if (hideTimer !== null) clearTimeout(hideTimer)
    if (ticker !== null) clearInterval(ticker)
    showTimer = hideTimer = ticker = null
  }

  function tick() {
    const elapsed = Date.now() - startedAt
    if (elapsed > duration * GIVE_UP_AFTER_DURATIONS) return controller.finish()
    onChange({ visible: true, progress: estimatedProgress(elapsed, duration) })
  }

  function show() {
    showTimer = null
    visible = true
    tick()
    ticker = setInterval(tick, TICK_MS)
  }

  const controller = {
    start() {
      // A click while a navigation is already under way changes nothing.
      if (showTimer !== null || ticker !== null) return
      clearAll()
      startedAt = Date.now()
      // A bar still filling from the last navigation starts over at once rather than vanishing for the throttle.
      if (visible) show()
      else showTimer = setTimeout(show, throttle)
    },
    finish() {
      const wasVisible = visible
      clearAll()
      if (!wasVisible) return
      onChange({ visible: true, progress: 1 })
      hideTimer = setTimeout(() => {
        hideTimer = null
        visible = false
        onChange({ visible: false, progress: 0 })
      }, FINISH_HOLD_MS)
    },
    dispose: clearAll,
  }
  return controller
}
