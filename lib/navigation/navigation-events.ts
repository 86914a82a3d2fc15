import { startsNavigation } from './link-click'
import { PROGRESS_EVENT, type TProgressSignal } from './progress-signal'

/** What begins or ends a client navigation, as the route progress bar hears it (App Router reports none of it). */
export type TNavigationHandlers = {
  /** A click on a link that the site navigates to itself. */
  linkClicked: () => void
  /** Back or forward. */
  popState: () => void
  /** A navigation the code starts or ends (signalProgress). */
  signal: (signal: TProgressSignal) => void
}

/** Listens for the handlers' events; answers the function that stops listening. */
export function listenForNavigations(handlers: TNavigationHandlers): () => void {
  const onClick = (event: MouseEvent) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
    if (anchor instanceof HTMLAnchorElement && startsNavigation(event, anchor, window.location)) handlers.linkClicked()
  }
  const onPopState = () => handlers.popState()
  const onSignal = (event: Event) => handlers.signal((event as CustomEvent<TProgressSignal>).detail)
  // Capture phase: next/link prevents the default action of the clicks it handles.
  document.addEventListener('click', onClick, true)
  window.addEventListener('popstate', onPopState)
  window.addEventListener(PROGRESS_EVENT, onSignal)
  return () => {
    document.removeEventListener('click', onClick, true)
    window.removeEventListener('popstate', onPopState)
    window.removeEventListener(PROGRESS_EVENT, onSignal)
  }
}
