import { REST_GET } from '@payloadcms/next/routes'
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withOutageAnswers } from '../../../backend/operations/outage-answers'
import { loadTestConfig } from '../setup/config'
import { POSTGRES_ADMIN_URL, POSTGRES_TEST_DB, testDb } from '../setup/database'
import { createUser, getTestPayload } from '../setup/payload'
import { rawCall, roleToken, type TRawResult } from '../security/calls'
import { CuttableProxy } from './cuttable-proxy'

/**
 * Issue 21: a database outage is answered 503 in the API's envelope, never a stack, and the app serves again
 * once the database is back, without a restart. The run's pool is pointed at a TCP proxy the test cuts
 * (connections reset, new ones refused, as during a restart) and opens again.
 */
const PROXY_PORT = Number(process.env.OUTAGE_PROXY_PORT) || 3441
type TPool = pg.Pool & { options: { connectionString?: string } }

let payload: Payload
let pool: TPool
let originalUrl: string
let token: string
let jwt: string
const proxy = new CuttableProxy(PROXY_PORT, { host: '127.0.0.1', port: 5432 })

async function endSessionsOfTestDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL })
  await admin.connect()
  await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [POSTGRES_TEST_DB])
  await admin.end()
}

function expectOutageAnswer(result: TRawResult, label: string): void {
  expect(result.status, `${label}: ${result.text.slice(0, 200)}`).toBe(503)
  const body = JSON.parse(result.text) as Record<string, unknown>
  expect(body, label).toMatchObject({ success: false, message: expect.stringMatching(/tidak tersedia/) })
  expect(result.text, label).not.toMatch(/\bat .*\.(js|ts):\d+|stack|ECONN|127\.0\.0\.1|5432|postgres/i)
}

const calls = [
  // Payload's generated REST (a read the content cache does not serve).
  { label: 'GET /api/faqs', call: () => rawCall('GET', '/faqs?limit=1') },
  // Our own endpoint, signed in: the session lookup is the first query.
  { label: 'GET /api/user/profile', call: () => rawCall('GET', '/user/profile', { token }) },
  // /admin's calls carry a Payload JWT, through the route file's wrapping (Payload's JWT strategy treats a failed
  // user lookup as no user, so the query after it is what fails).
  { label: 'GET /api/faqs (JWT, route)', call: () => viaRoute('faqs', jwt) },
]

/** Through app/(payload)/api/[...slug]/route.ts's wrapping, as the production server answers. */
async function viaRoute(path: string, payloadJwt: string): Promise<TRawResult> {
  const config = loadTestConfig()
  const request = new Request(`http://localhost:3000/api/${path}`, { headers: { authorization: `JWT ${payloadJwt}` } })
  const response = await withOutageAnswers(REST_GET(config), config)(request, { params: Promise.resolve({ slug: path.split('/') }) })
  const text = await response.text()
  return { status: response.status, text, message: (JSON.parse(text) as { message?: unknown }).message, headers: response.headers }
}

describe.skipIf(testDb() !== 'postgres')('a database outage', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    token = (await roleToken('learner')).token
    const admin = await createUser('admin')
    jwt = (await payload.login({ collection: 'users', data: { email: admin.email, password: 'Secret-123!' } })).token as string
    pool = payload.db.pool as TPool
    originalUrl = pool.options.connectionString as string
    await proxy.open()
    const viaProxy = new URL(originalUrl)
    viaProxy.port = String(PROXY_PORT)
    pool.options.connectionString = viaProxy.toString()
    // Every pooled connection is a direct one: ending them makes the pool open new ones, through the proxy.
    await endSessionsOfTestDatabase()
    await new Promise((resolve) => setTimeout(resolve, 200))
  })

  afterAll(async () => {
    pool.options.connectionString = originalUrl
    await proxy.cut()
  })

  it('answers before the outage', async () => {
    for (const { label, call } of calls) expect((await call()).status, label).toBe(200)
    expect((await rawCall('GET', '/ready')).status).toBe(200)
  })

  it('survives a connection dropped while checked out (a transaction between two statements)', async () => {
    // pg emits that error on the client, not the pool: with no listener there, the process would exit.
    const client = await pool.connect()
    await client.query('BEGIN')
    await proxy.cut()
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(client.query('SELECT 1')).rejects.toThrow()
    client.release(true)
  })

  it('answers 503 in the envelope while the database is unreachable, and health stays 200', async () => {
    await proxy.cut()
    for (const { label, call } of calls) expectOutageAnswer(await call(), label)
    const english = await rawCall('GET', '/faqs?limit=1', { headers: { 'accept-language': 'en' } })
    expect(english.message).toMatch(/temporarily unavailable/)
    expect((await rawCall('GET', '/health')).status).toBe(200)
    const ready = await rawCall('GET', '/ready')
    expect(ready.status).toBe(503)
    expect(JSON.parse(ready.text)).toEqual({ status: 'unavailable', checks: { database: 'unavailable', storage: 'ok' } })
  })

  it('serves again once the database is back, without a restart', async () => {
    await proxy.open()
    for (const { label, call } of calls) expect((await call()).status, label).toBe(200)
    expect((await rawCall('GET', '/ready')).status).toBe(200)
  })
})
