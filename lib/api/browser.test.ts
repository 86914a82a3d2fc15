// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { reportError } from '@/lib/observability/report-error'
import { browserApi, requestUrl } from './browser'

vi.mock('@/lib/observability/report-error', () => ({ reportError: vi.fn() }))

type TCall = { url: string; init: RequestInit }
let calls: TCall[] = []

function answer(status: number, body: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      calls.push({ url: String(url), init })
      return new Response(body, { status })
    }),
  )
}

beforeEach(() => {
  calls = []
  vi.mocked(reportError).mockClear()
})
afterEach(() => vi.unstubAllGlobals())

describe('browserApi (fetch; the contract of lib/api/client)', () => {
  it('calls /api on this origin with the language, the params and a JSON body', async () => {
    answer(200, JSON.stringify({ success: true, message: 'ok', data: { id: 1 } }))
    const response = await browserApi('en').request<{ data: { id: number } }>({ method: 'post', url: '/x/y?courseId=3', params: { skip: 6, empty: undefined }, data: { a: 1 } })
    expect(response).toEqual({ status: 200, data: { success: true, message: 'ok', data: { id: 1 } } })
    expect(calls[0].url).toBe(`${window.location.origin}/api/x/y?courseId=3&skip=6`)
    expect(calls[0].init).toMatchObject({ method: 'POST', body: '{"a":1}', credentials: 'same-origin' })
    expect(calls[0].init.headers).toMatchObject({ 'Accept-Language': 'en', 'Content-Type': 'application/json' })
  })

  it('sends a FormData as multipart (no JSON type) and a GET without a body', async () => {
    answer(200, '{}')
    const form = new FormData()
    await browserApi('id').put('/user/profile/picture', form)
    expect(calls[0].init.body).toBe(form)
    expect(calls[0].init.headers).not.toHaveProperty('Content-Type')
    await browserApi('id').get('/static/menu')
    expect(calls[1].init).toMatchObject({ method: 'GET', body: undefined })
  })

  it('returns a failed answer without throwing; a 401 ends the session; only unexpected failures are reported', async () => {
    const expired = vi.fn()
    window.addEventListener('session-expired', expired)
    answer(401, JSON.stringify({ success: false, message: 'signed out' }))
    expect(await browserApi('en').get('/user/account')).toEqual({ status: 401, data: { success: false, message: 'signed out' } })
    expect(expired).toHaveBeenCalledTimes(1)
    expect(reportError).not.toHaveBeenCalled()
    answer(502, '<html>bad gateway</html>')
    expect(await browserApi('en').get('/user/account')).toEqual({ status: 502, data: '<html>bad gateway</html>' })
    expect(reportError).toHaveBeenCalledTimes(1)
  })

  it('answers status 0 with a failed envelope when no answer comes', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    expect(await browserApi('en').get('/x')).toEqual({ status: 0, data: { success: false, message: 'Failed to fetch' } })
    expect(reportError).toHaveBeenCalledWith(expect.any(TypeError), { url: '/x', kind: 'network' })
  })

  it('builds the address from the path and params', () => {
    expect(requestUrl('/a', { list: 'x,y', n: 0, off: null }, 'http://h').toString()).toBe('http://h/api/a?list=x%2Cy&n=0')
  })
})
