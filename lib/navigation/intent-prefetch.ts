'use client'
import { useState, type FocusEvent, type MouseEvent, type TouchEvent } from 'react'

type TPrefetch = boolean | null | 'auto' | undefined
type TIntentProps<E> = {
  prefetch?: TPrefetch
  onMouseEnter?: (event: MouseEvent<E>) => void
  onTouchStart?: (event: TouchEvent<E>) => void
  onFocus?: (event: FocusEvent<E>) => void
}

/**
 * A link's props with Next.js's prefetch held back until the visitor shows intent: the pointer over it, a touch, or
 * keyboard focus (docs/decisions/059). Next.js would otherwise prefetch every link that scrolls into view: 38 to 46
 * requests, each a server render, after every course page, several times the page's own cost.
 * An explicit `prefetch={false}` stays off; after intent the link's own choice (default: Next.js's) applies.
 */
export function useIntentPrefetch<E, P extends TIntentProps<E>>(props: P): P {
  const [intent, setIntent] = useState(false)
  const show = () => setIntent(true)
  return {
    ...props,
    prefetch: props.prefetch === false || !intent ? false : props.prefetch,
    onMouseEnter: (event: MouseEvent<E>) => {
      show()
      props.onMouseEnter?.(event)
    },
    onTouchStart: (event: TouchEvent<E>) => {
      show()
      props.onTouchStart?.(event)
    },
    onFocus: (event: FocusEvent<E>) => {
      show()
      props.onFocus?.(event)
    },
  }
}
