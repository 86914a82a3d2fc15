// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const navigation = vi.hoisted(() => ({ pathname: '/' }))
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }))

const fetchMock = vi.fn()
type TSent = { url: string; body: Record<string, unknown> }
const sent = (): TSent[] => fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), body: JSON.parse(String((init as RequestInit).body)) }))

// Each test is a full load: a fresh module, so its own "last path" and "first view waiting".
let tracker: typeof import('./PageViewTracker')

const page = (pathname: string) => {
  navigation.pathname = pathname
  return (
    <StrictMode>
      <tracker.PageViewTracker locale="en" />
    </StrictMode>
  )
}

/** Mounts the tracker at `pathname` (in strict mode, as `next dev` does); returns how to move it elsewhere. */
function show(pathname: string) {
  const { rerender } = render(page(pathname))
  return (next: string) => rerender(page(next))
}

/** The load event has passed (jsdom's document is complete): the first view's delay runs out, the browser is idle. */
const settle = () => vi.advanceTimersByTime(tracker.FIRST_VIEW_DELAY_MS)

// The browser is idle at once, unless a test holds the callbacks back.
const idle = vi.fn((send: () => void, _options?: IdleRequestOptions) => {
  send()
  return 0
})

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  vi.resetModules()
  tracker = await import('./PageViewTracker')
  fetchMock.mockReset().mockImplementation(async () => new Response('{"success":true}', { status: 200 }))
  vi.stubGlobal('fetch', fetchMock)
  vi.stubGlobal('requestIdleCallback', idle)
  localStorage.clear()
  document.cookie = 'user-type=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

describe('PageViewTracker', () => {
  it('sends the full load’s view a second after the load event, when the browser is next idle', () => {
    const waiting: (() => void)[] = []
    idle.mockImplementationOnce((send: () => void) => waiting.push(send))
    show('/en/after-load')
    vi.advanceTimersByTime(tracker.FIRST_VIEW_DELAY_MS - 1)
    expect(sent()).toHaveLength(0)
    vi.advanceTimersByTime(1)
    expect(idle).toHaveBeenLastCalledWith(expect.any(Function), { timeout: 2_000 })
    expect(sent()).toHaveLength(0)
    waiting.forEach((send) => send())
    expect(sent()).toHaveLength(1)
    vi.advanceTimersByTime(60_000)
    expect(sent()).toHaveLength(1)
  })

  it('waits for the load event when the page is still loading', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive')
    show('/en/still-loading')
    settle()
    expect(sent()).toHaveLength(0)
    readyState.mockRestore()
    window.dispatchEvent(new Event('load'))
    settle()
    expect(sent()).toHaveLength(1)
  })

  it('sends the waiting view at once, kept alive, when the visitor leaves or hides the page first', () => {
    show('/en/left-quickly')
    window.dispatchEvent(new Event('pagehide'))
    expect(sent()).toHaveLength(1)
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ keepalive: true })
    settle()
    document.dispatchEvent(new Event('visibilitychange'))
    expect(sent()).toHaveLength(1)
  })

  it('sends the waiting view when the page is hidden (a tab switched away, an app closed on a phone)', () => {
    show('/en/hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(sent()).toHaveLength(0)
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    visibility.mockRestore()
    expect(sent()).toHaveLength(1)
    settle()
    expect(sent()).toHaveLength(1)
  })

  it('sends a client navigation at once, after the full load’s view if that was still waiting', () => {
    const moveTo = show('/en/first')
    moveTo('/en/second')
    expect(sent().map((call) => call.body)).toMatchObject([{ path: '/en/first' }, { path: '/en/second', referrer: '/en/first' }])
    settle()
    moveTo('/en/third')
    expect(sent()).toHaveLength(3)
    expect(sent()[2].body).toMatchObject({ path: '/en/third', referrer: '/en/second' })
  })

  it('sends kept alive past an unload, at low priority, and reads each answer to its end', async () => {
    const answer = new Response('{"success":true}', { status: 200 })
    fetchMock.mockResolvedValueOnce(answer)
    show('/en/answer-read')
    settle()
    expect(sent()).toHaveLength(1)
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'POST', keepalive: true, priority: 'low' })
    // An answer nobody reads stays unfinished in DevTools, and Lighthouse waited for it to its 45 s limit.
    await vi.waitFor(() => expect(answer.bodyUsed).toBe(true))
  })

  it('sends the external service its view the same way, and reads its answer too', async () => {
    vi.stubEnv('NEXT_PUBLIC_ANALYTICS_PROVIDER', 'plausible')
    vi.stubEnv('NEXT_PUBLIC_ANALYTICS_SITE_ID', 'learning.example.org')
    const answers: Response[] = []
    fetchMock.mockImplementation(async () => answers[answers.push(new Response('ok', { status: 202 })) - 1])
    show('/en/external-too')
    settle()
    await vi.waitFor(() => expect(sent().map((call) => call.url)).toEqual(['/api/tracking/user/activity-visitor?locale=en', 'https://plausible.io/api/event']))
    expect(fetchMock.mock.calls[1][1]).toMatchObject({ method: 'POST', keepalive: true, priority: 'low', credentials: 'omit' })
    await vi.waitFor(() => expect(answers.every((answer) => answer.bodyUsed)).toBe(true))
  })

  it('sends one view per path, even when strict mode runs the effect twice, and the previous path as referrer', () => {
    const moveTo = show('/en/e-library')
    settle()
    moveTo('/en/e-library')
    expect(sent()).toHaveLength(1)
    moveTo('/en/event')
    const [first, second] = sent()
    expect(first.url).toBe('/api/tracking/user/activity-visitor?locale=en')
    expect(first.body).toMatchObject({ path: '/en/e-library' })
    expect(second.body).toMatchObject({ path: '/en/event', referrer: '/en/e-library', visitorId: first.body.visitorId })
    expect(String(first.body.visitorId)).toMatch(/^[\w-]{16,64}$/)
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'POST' })
  })

  it('sends a signed-in member’s view to activity, without a visitor id, and a secret path without its secret', () => {
    document.cookie = 'user-type=learner; path=/'
    show('/en/update-password/secret-key?x=1')
    settle()
    expect(sent()).toHaveLength(1)
    expect(sent()[0].url).toBe('/api/tracking/user/activity?locale=en')
    expect(sent()[0].body.path).toBe('/en/update-password/[keyToken]')
    expect(sent()[0].body.visitorId).toBeUndefined()
  })

  it('sends the waiting view of a page seen before sign-in as the visitor’s, and the next page as the member’s', () => {
    const moveTo = show('/en/login')
    document.cookie = 'user-type=learner; path=/'
    moveTo('/en/user/dashboard')
    expect(sent().map((call) => [call.url, call.body.path, typeof call.body.visitorId])).toEqual([
      ['/api/tracking/user/activity-visitor?locale=en', '/en/login', 'string'],
      ['/api/tracking/user/activity?locale=en', '/en/user/dashboard', 'undefined'],
    ])
  })

  it('records the view as a visitor’s when the session ended meanwhile', async () => {
    document.cookie = 'user-type=learner; path=/'
    const refused = new Response('{"message":"Unauthorized"}', { status: 401 })
    fetchMock.mockResolvedValueOnce(refused)
    show('/en/user/dashboard')
    settle()
    await vi.waitFor(() => expect(sent()).toHaveLength(2))
    expect(refused.bodyUsed).toBe(true)
    expect(sent().map((call) => call.url)).toEqual(['/api/tracking/user/activity?locale=en', '/api/tracking/user/activity-visitor?locale=en'])
    expect(sent()[1].body).toMatchObject({ path: '/en/user/dashboard', visitorId: expect.any(String) })
  })

  it('counts the view of a visitor asking not to be tracked without any id or referrer', () => {
    vi.stubGlobal('navigator', { ...navigator, doNotTrack: '1' })
    show('/en/faq')
    settle()
    expect(sent()).toEqual([{ url: '/api/tracking/user/activity-visitor?locale=en', body: { path: '/en/faq' } }])
    expect(localStorage.length).toBe(0)
  })

  it('never breaks the page when the call fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    expect(() => {
      show('/en/research')
      settle()
    }).not.toThrow()
    await vi.waitFor(() => expect(sent()).toHaveLength(1))
  })
})
