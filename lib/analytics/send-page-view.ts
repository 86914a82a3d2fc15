import { USER_TYPE_COOKIE } from '@/lib/auth/cookies'
import { readCookie } from '@/lib/auth/read-cookie'
import type { Locale } from '@/lib/i18n/config'

const VISITOR_KEY = 'lpi-visitor-id'
const TRACKING = '/api/tracking/user'

export type TPageView = {
  /** Already cleaned by pageViewPath. */
  path: string
  /** The previous page of this site (a client navigation), or the page or site the visitor came from (a full load). */
  referrer?: string
  locale: Locale
  /**
   * Whether a member was signed in when the page was viewed (not when the view is sent: the full load's view waits,
   * and a visitor who signs in meanwhile viewed that page as a visitor).
   */
  signedIn: boolean
}

/** Whether this browser holds a member session now (the readable session-type cookie). */
export const hasMemberSession = (): boolean => Boolean(readCookie(USER_TYPE_COOKIE))

/** Do Not Track or Global Privacy Control: the view is counted, but not tied to a person, a browser or another service. */
export function asksNotToBeTracked(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean }
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true
}

const randomId = () =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')

/** A random id this browser keeps (never a fingerprint); none when storage is off or full. */
function visitorId(): string | undefined {
  try {
    let id = localStorage.getItem(VISITOR_KEY)
    if (!id) localStorage.setItem(VISITOR_KEY, (id = randomId()))
    return id
  } catch {
    return undefined
  }
}

/**
 * Reads the answer's body to its end (and returns the answer). Chromium reports a fetch whose body nobody reads as
 * never finished to DevTools; Lighthouse waits for such a high-priority request, so one unread tracking answer kept
 * its trace running to its 45 s limit and the home slider's moves went into the speed index (decision 028).
 */
async function drained(answer: Response): Promise<Response> {
  await answer.arrayBuffer().catch(() => undefined)
  return answer
}

/**
 * The request options of every page-view call: `keepalive`, so a view sent as the visitor leaves (a click to another
 * site right after the page showed) still arrives; low priority, so it never competes with what the page loads.
 */
const PAGE_VIEW_REQUEST: RequestInit = { method: 'POST', keepalive: true, priority: 'low' }

function post(call: 'activity' | 'activity-visitor', view: TPageView, extra: { visitorId?: string } = {}) {
  return fetch(`${TRACKING}/${call}?locale=${view.locale}`, {
    ...PAGE_VIEW_REQUEST,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path: view.path, referrer: view.referrer?.slice(0, 500), ...extra }),
  }).then(drained)
}

async function recordOwnView(view: TPageView, anonymous: boolean) {
  if (anonymous) {
    await post('activity-visitor', { path: view.path, locale: view.locale, signedIn: false })
    return
  }
  if (view.signedIn) {
    const answer = await post('activity', view)
    // A session that ended meanwhile (401): the view still counts, as a visitor's.
    if (answer.status !== 401) return
  }
  await post('activity-visitor', view, { visitorId: visitorId() })
}

/**
 * The external service's request code, only in a build that names a service: Next writes NEXT_PUBLIC_* values into
 * the bundle, and next.config.ts writes the unset analytics names as '', so without a service this is dead code
 * (about 0.45 KiB gz off every page, docs/decisions/045). With one it starts loading with the page, so a visitor
 * who leaves at once still has it when the view is sent.
 */
let externalProvider: Promise<typeof import('./external-provider')> | undefined
const loadExternalProvider = () => (externalProvider ??= import('./external-provider'))
if (process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER && typeof window !== 'undefined') loadExternalProvider().catch(() => undefined)

async function recordExternalView(view: TPageView) {
  if (!process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER) return
  const { externalAnalytics, externalPageViewRequest } = await loadExternalProvider()
  const service = externalAnalytics()
  if (!service) return
  const cameFrom = document.referrer && !document.referrer.startsWith(location.origin) ? new URL(document.referrer).origin : undefined
  const { url, init } = externalPageViewRequest(service, {
    origin: location.origin,
    path: view.path,
    referrer: cameFrom,
    language: navigator.language,
    screen: `${screen.width}x${screen.height}`,
  })
  await fetch(url, { priority: 'low', ...init }).then(drained)
}

/**
 * Records one page view with the site (and the external service when one is configured) without waiting for it:
 * a failed or refused call is dropped, never shown and never reported, and never stops the page.
 */
export function sendPageView(view: TPageView): void {
  const anonymous = asksNotToBeTracked()
  recordOwnView(view, anonymous).catch(() => undefined)
  if (!anonymous) recordExternalView(view).catch(() => undefined)
}
