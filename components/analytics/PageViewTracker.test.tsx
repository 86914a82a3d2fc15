// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PageViewTracker } from './PageViewTracker'

const navigation = vi.hoisted(() => ({ pathname: '/' }))
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }))

const fetchMock = vi.fn()
type TSent = { url: string; body: Record<string, unknown> }
const sent = (): TSent[] => fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), body: JSON.parse(String((init as RequestInit).body)) }))

const tracker = (pathname: string) => {
  navigation.pathname = pathname
  return (
    <StrictMode>
      <PageViewTracker locale="en" />
    </StrictMode>
  )
}

/** Mounts the tracker at `pathname` (in strict mode, as `next dev` does); returns how to move it elsewhere. */
function show(pathname: string) {
  const { rerender } = render(tracker(pathname))
  return (next: string) => rerender(tracker(next))
}

// The last path sent is module state (as for the whole of one full load), so each test shows a path of its own.
// The tracker sends when the browser is idle; here the browser is always idle (one test holds the callbacks back).
const idle = vi.fn((send: () => void) => {
  send()
  return 0
})

beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue(new Response(null, { status: 200 }))
  vi.stubGlobal('fetch', fetchMock)
  vi.stubGlobal('requestIdleCallback', idle)
  localStorage.clear()
  document.cookie = 'user-type=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('PageViewTracker', () => {
  it('waits for the browser to be idle before sending', () => {
    const waiting: (() => void)[] = []
    idle.mockImplementationOnce((send: () => void) => waiting.push(send))
    show('/en/idle-first')
    expect(sent()).toHaveLength(0)
    waiting.forEach((send) => send())
    expect(sent()).toHaveLength(1)
  })

  it('sends one view per path, even when strict mode runs the effect twice, and the previous path as referrer', () => {
    const moveTo = show('/en/e-library')
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
    expect(sent()).toHaveLength(1)
    expect(sent()[0].url).toBe('/api/tracking/user/activity?locale=en')
    expect(sent()[0].body.path).toBe('/en/update-password/[keyToken]')
    expect(sent()[0].body.visitorId).toBeUndefined()
  })

  it('records the view as a visitor’s when the session ended meanwhile', async () => {
    document.cookie = 'user-type=learner; path=/'
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 401 }))
    show('/en/user/dashboard')
    await vi.waitFor(() => expect(sent()).toHaveLength(2))
    expect(sent().map((call) => call.url)).toEqual(['/api/tracking/user/activity?locale=en', '/api/tracking/user/activity-visitor?locale=en'])
    expect(sent()[1].body).toMatchObject({ path: '/en/user/dashboard', visitorId: expect.any(String) })
  })

  it('counts the view of a visitor asking not to be tracked without any id or referrer', () => {
    vi.stubGlobal('navigator', { ...navigator, doNotTrack: '1' })
    show('/en/faq')
    expect(sent()).toEqual([{ url: '/api/tracking/user/activity-visitor?locale=en', body: { path: '/en/faq' } }])
    expect(localStorage.length).toBe(0)
  })

  it('never breaks the page when the call fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    expect(() => show('/en/research')).not.toThrow()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(sent()).toHaveLength(1)
  })
})
