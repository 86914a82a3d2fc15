import { afterEach, describe, expect, it } from 'vitest'
import { rawCall } from '../security/calls'

/** Issue 21: the probes a load balancer calls. Cheap, public, and they name no host, version or error. */
const env = { ...process.env }

afterEach(() => {
  process.env = { ...env }
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('portal.operations.draining')]
})

function body(text: string): unknown {
  return JSON.parse(text)
}

describe('GET /api/health', () => {
  it('answers 200 status ok, uncached', async () => {
    const result = await rawCall('GET', '/health')
    expect(result.status).toBe(200)
    expect(body(result.text)).toEqual({ status: 'ok' })
    expect(result.headers.get('cache-control')).toBe('no-store')
  })
})

describe('GET /api/ready', () => {
  it('answers 200 when the database and the upload folder answer', async () => {
    const result = await rawCall('GET', '/ready')
    expect(result.status).toBe(200)
    expect(body(result.text)).toEqual({ status: 'ok', checks: { database: 'ok', storage: 'ok' } })
  })

  it('checks Redis when REDIS_URL is set', async () => {
    process.env.REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379/0'
    expect(body((await rawCall('GET', '/ready')).text)).toEqual({ status: 'ok', checks: { database: 'ok', storage: 'ok', redis: 'ok' } })
  })

  it('answers 503 naming the dependency that does not answer, and nothing about it', async () => {
    process.env.REDIS_URL = 'redis://:secret-password@127.0.0.1:1/0'
    const result = await rawCall('GET', '/ready')
    expect(result.status).toBe(503)
    expect(body(result.text)).toEqual({ status: 'unavailable', checks: { database: 'ok', storage: 'ok', redis: 'unavailable' } })
  })

  it('answers 503 once the instance drains for shutdown', async () => {
    const { markDraining } = await import('../../../backend/operations/shutdown-state')
    markDraining()
    const result = await rawCall('GET', '/ready')
    expect(result.status).toBe(503)
    expect(body(result.text)).toMatchObject({ status: 'unavailable', checks: { instance: 'unavailable' } })
    expect((await rawCall('GET', '/health')).status).toBe(200)
  })
})
