import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { AxiosResponse } from 'axios'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { reportError } from '@/lib/observability/report-error'
import { ApiUnavailableError, createApiClient, dataOf, type TApiEnvelope } from './client'

vi.mock('@/lib/observability/report-error', () => ({ reportError: vi.fn() }))

type TEcho = { headers: IncomingHttpHeaders }

/** Answers /status/<code> with that status and an envelope; /echo returns the request headers. */
function startServer(): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    response.setHeader('Content-Type', 'application/json')
    if (url.pathname === '/echo') {
      response.end(JSON.stringify({ success: true, message: 'ok', data: { headers: request.headers } }))
      return
    }
    const status = Number(url.pathname.split('/')[2] ?? 500)
    const success = url.searchParams.get('success') !== 'false'
    const withData = url.searchParams.get('data') !== 'none'
    response.statusCode = status
    response.end(
      JSON.stringify({
        success: status === 200 && success,
        message: `status ${status}`,
        ...(withData ? { data: { value: 42 } } : {}),
      }),
    )
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
}

let server: Server
let baseURL: string

beforeAll(async () => {
  server = await startServer()
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await closeServer(server)
})

beforeEach(() => {
  vi.mocked(reportError).mockClear()
})

async function echoHeaders(options: Parameters<typeof createApiClient>[0]): Promise<IncomingHttpHeaders> {
  const response = await createApiClient(options).get<TApiEnvelope<TEcho>>('/echo')
  return dataOf(response)?.headers ?? {}
}

describe('createApiClient headers', () => {
  it('sends Accept-Language id by default', async () => {
    expect((await echoHeaders({ baseURL }))['accept-language']).toBe('id')
  })

  it('sends Accept-Language en for the English site', async () => {
    expect((await echoHeaders({ baseURL, locale: 'en' }))['accept-language']).toBe('en')
  })

  it('sends Authorization as "<type> <token>" when a token is given', async () => {
    const headers = await echoHeaders({ baseURL, token: { type: 'Bearer', value: 'abc.def' } })
    expect(headers.authorization).toBe('Bearer abc.def')
  })

  it('sends no Authorization header without a token', async () => {
    expect(await echoHeaders({ baseURL })).not.toHaveProperty('authorization')
  })
})

describe('createApiClient responses', () => {
  it('returns a 200 response with its envelope', async () => {
    const response = await createApiClient({ baseURL }).get<TApiEnvelope<{ value: number }>>('/status/200')
    expect(response.status).toBe(200)
    expect(response.data).toEqual({ success: true, message: 'status 200', data: { value: 42 } })
  })

  it.each([400, 401, 403, 404, 500])('returns a %i response to the caller instead of throwing', async (status) => {
    const response = await createApiClient({ baseURL }).get<TApiEnvelope<unknown>>(`/status/${status}`)
    expect(response.status).toBe(status)
    expect(response.data).toMatchObject({ success: false, message: `status ${status}` })
  })

  it('calls onUnauthorized on 401 only', async () => {
    const onUnauthorized = vi.fn()
    const client = createApiClient({ baseURL, onUnauthorized })
    for (const status of [200, 400, 403, 404, 500]) await client.get(`/status/${status}`)
    expect(onUnauthorized).not.toHaveBeenCalled()
    await client.get('/status/401')
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('does not fail on 401 when no onUnauthorized handler is given', async () => {
    expect((await createApiClient({ baseURL }).get('/status/401')).status).toBe(401)
  })

  it.each([400, 401, 403, 404, 409, 422, 429])('does not report a %i response', async (status) => {
    await createApiClient({ baseURL }).get(`/status/${status}`)
    expect(reportError).not.toHaveBeenCalled()
  })

  it.each([405, 500, 502])('reports a %i response with its status and url', async (status) => {
    await createApiClient({ baseURL }).get(`/status/${status}`)
    expect(reportError).toHaveBeenCalledTimes(1)
    expect(vi.mocked(reportError).mock.calls[0][1]).toMatchObject({ status, url: `/status/${status}` })
  })

  it('does not report a 200 response', async () => {
    await createApiClient({ baseURL }).get('/status/200')
    expect(reportError).not.toHaveBeenCalled()
  })
})

describe('createApiClient network failure', () => {
  it('returns status 0 with success false when the server cannot be reached', async () => {
    const closed = await startServer()
    const closedURL = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`
    await closeServer(closed)

    const onUnauthorized = vi.fn()
    const response = await createApiClient({ baseURL: closedURL, onUnauthorized }).get<TApiEnvelope<unknown>>(
      '/status/200',
    )
    expect(response.status).toBe(0)
    expect(response.data.success).toBe(false)
    expect(typeof response.data.message).toBe('string')
    expect(dataOf(response)).toBeNull()
    expect(onUnauthorized).not.toHaveBeenCalled()
    expect(reportError).toHaveBeenCalledTimes(1)
  })
})

describe('createApiClient for cached renders (throwWhenUnavailable)', () => {
  it('throws ApiUnavailableError on 503 and 500, so an outage is never rendered and cached as empty content', async () => {
    const client = createApiClient({ baseURL, throwWhenUnavailable: true })
    await expect(client.get('/status/503')).rejects.toBeInstanceOf(ApiUnavailableError)
    await expect(client.get('/status/500')).rejects.toMatchObject({ status: 500 })
  })

  it('throws when the API cannot be reached', async () => {
    const closed = await startServer()
    const closedURL = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`
    await closeServer(closed)
    await expect(createApiClient({ baseURL: closedURL, throwWhenUnavailable: true }).get('/status/200')).rejects.toMatchObject({ status: 0 })
  })

  it('still returns the answers pages act on (404, 400) and 200', async () => {
    const client = createApiClient({ baseURL, throwWhenUnavailable: true })
    expect((await client.get('/status/404')).status).toBe(404)
    expect((await client.get('/status/400')).status).toBe(400)
    expect((await client.get('/status/200')).status).toBe(200)
  })

  it('returns a 503 to clients that do not ask (personal and browser calls show their own message)', async () => {
    expect((await createApiClient({ baseURL }).get('/status/503')).status).toBe(503)
  })
})

describe('dataOf', () => {
  async function get(path: string): Promise<AxiosResponse<TApiEnvelope<{ value: number }>>> {
    return createApiClient({ baseURL }).get<TApiEnvelope<{ value: number }>>(path)
  }

  it('returns the data of a 200 response with success true', async () => {
    expect(dataOf(await get('/status/200'))).toEqual({ value: 42 })
  })

  it('returns null for a 200 response with success false', async () => {
    expect(dataOf(await get('/status/200?success=false'))).toBeNull()
  })

  it('returns null for a 200 success response without data', async () => {
    expect(dataOf(await get('/status/200?data=none'))).toBeNull()
  })

  it('returns null for another 2xx status even with success true and data', () => {
    const response = { status: 201, data: { success: true, message: '', data: { value: 1 } } }
    expect(dataOf(response as AxiosResponse<TApiEnvelope<{ value: number }>>)).toBeNull()
  })

  it.each([400, 401, 403, 404, 500])('returns null for a %i response that carries data', async (status) => {
    expect(dataOf(await get(`/status/${status}`))).toBeNull()
  })
})
