import { useEffect, useState } from 'react'

/** Spec section 9: a request driven by typing waits 200 ms after the last keystroke. */
export const FETCH_DELAY_MS = 200

/**
 * `value` once it has stopped changing for `delay` ms; `flush` takes the current value at once (a submit).
 * Requests keyed by the result are sent per pause in typing, not per keystroke.
 */
export function useDebouncedValue<T>(value: T, delay: number = FETCH_DELAY_MS): [T, () => void] {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return [settled, () => setSettled(value)]
}
