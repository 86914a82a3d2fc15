'use client'
import { useCallback, useEffect, useRef, useTransition } from 'react'
import { signalProgress } from './progress-signal'

/**
 * For a navigation the code starts (router.push or replace after a search or filter submit): shows the route
 * progress bar as a link click does (after the 200 ms throttle) and ends it when the navigation's transition
 * ends, so it never stays up when the push leaves the URL as it was (a redirect back, the same query).
 * `target` is where the push goes, so a push to the page already shown never starts the bar.
 *
 *   const { pending, navigate } = useProgressNavigation()
 *   navigate(href, () => router.push(href))
 */
export function useProgressNavigation() {
  const [pending, startTransition] = useTransition()
  const started = useRef(false)

  useEffect(() => {
    // Only the end of a transition this hook started: a mount or an unrelated render must not end a link's bar.
    if (pending || !started.current) return
    started.current = false
    signalProgress({ phase: 'end' })
  }, [pending])

  useEffect(
    () => () => {
      // Unmounted mid-navigation (the new page replaced this form): the URL change ends the bar, and so does this.
      if (started.current) signalProgress({ phase: 'end' })
    },
    [],
  )

  const navigate = useCallback((target: string, push: () => void | Promise<void>) => {
    started.current = true
    signalProgress({ phase: 'start', target })
    startTransition(push)
  }, [])

  return { pending, navigate }
}
