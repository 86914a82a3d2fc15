import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dropKeys, lineChild, ownRedisServer, sleep, TEST_REDIS_URL, testKeyPrefix, waitFor } from './redis-test'

/**
 * Next.js's cache handler (lib/redis/next-cache-handler.mjs) in two processes, as in two app instances
 * (docs/decisions/020): what one stores the other reads, a tag one expires is gone for both, and while Redis is
 * down neither throws.
 */
const driver = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/cache-handler-driver.mjs')

function instance(env: Record<string, string>) {
  const child = lineChild(process.execPath, [driver], env)
  let nextId = 0
  const call = async (message: object) => {
    const id = ++nextId
    child.send({ ...message, id })
    return (await child.next((line) => line.id === id)) as { ok: boolean; result: unknown; error?: string; ms: number }
  }
  return {
    ready: () => child.next((line) => line.ready === true),
    stop: () => child.stop(),
    set: (key: string, value: object, ctx: object) => call({ op: 'set', key, value, ctx }),
    get: (key: string, ctx: object) => call({ op: 'get', key, ctx }),
    revalidateTag: (tags: string[]) => call({ op: 'revalidateTag', tags }),
    status: () => call({ op: 'status' }),
  }
}

const fetchEntry = (body: string) => ({ kind: 'FETCH', data: { headers: {}, body, status: 200, url: 'http://127.0.0.1/api/static/x' }, revalidate: 300 })
const fetchCtx = (tags: string[]) => ({ fetchCache: true, tags, revalidate: 300 })
const fetchGet = (tags: string[]) => ({ kind: 'FETCH', fetchCache: true, tags, softTags: [] })
const pageEntry = (html: string, tags: string[]) => ({ kind: 'APP_PAGE', html, headers: { 'x-next-cache-tags': tags.join(',') }, status: 200, postponed: undefined })
const bodyOf = (answer: { result: unknown }) => (answer.result as { value?: { data?: { body?: string }; html?: string } } | null)?.value

describe('with the shared Redis', () => {
  const prefix = testKeyPrefix('next')
  const env = { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix }
  const [a, b] = [instance(env), instance(env)]

  beforeAll(async () => {
    await Promise.all([a.ready(), b.ready()])
  })
  afterAll(async () => {
    await Promise.all([a.stop(), b.stop()])
    await dropKeys(TEST_REDIS_URL, prefix)
  })

  it('uses Redis when REDIS_URL is set', async () => {
    await waitFor(async () => (await Promise.all([a.status(), b.status()])).every((answer) => (answer.result as { redis: string }).redis === 'ready'))
    expect((await a.status()).result).toEqual({ shared: true, redis: 'ready', fileSystem: false })
  })

  it('a data-cache entry stored by one instance is read by the other; a tag expired by one is gone for both', async () => {
    expect((await a.set('fetch-1', fetchEntry('one'), fetchCtx(['static-faq']))).ok).toBe(true)
    expect(bodyOf(await b.get('fetch-1', fetchGet(['static-faq'])))?.data?.body).toBe('one')
    expect((await b.revalidateTag(['static-faq'])).ok).toBe(true)
    expect((await a.get('fetch-1', fetchGet(['static-faq']))).result).toBeNull()
    expect((await b.get('fetch-1', fetchGet(['static-faq']))).result).toBeNull()
  })

  it('a page stored by one instance is read by the other until a tag it carries is expired by either', async () => {
    const pageCtx = { cacheControl: { revalidate: 300, expire: undefined } }
    expect((await b.set('/id/faq', pageEntry('<p>faq</p>', ['static-faq', '_N_T_/id/faq']), pageCtx)).ok).toBe(true)
    expect(bodyOf(await a.get('/id/faq', { kind: 'APP_PAGE', softTags: ['_N_T_/id/faq'] }))?.html).toBe('<p>faq</p>')
    await a.revalidateTag(['static-faq'])
    expect((await b.get('/id/faq', { kind: 'APP_PAGE', softTags: ['_N_T_/id/faq'] })).result).toBeNull()
  })

  it('an entry under another tag stays', async () => {
    await a.set('fetch-2', fetchEntry('two'), fetchCtx(['static-other']))
    await a.revalidateTag(['static-faq'])
    expect(bodyOf(await b.get('fetch-2', fetchGet(['static-other'])))?.data?.body).toBe('two')
  })
})

describe('without REDIS_URL', () => {
  it("is Next's own file-system cache", async () => {
    const alone = instance({ REDIS_URL: '' })
    await alone.ready()
    expect((await alone.status()).result).toEqual({ shared: false, redis: null, fileSystem: true })
    await alone.stop()
  })
})

describe('while Redis is down', () => {
  const server = ownRedisServer(Number(process.env.TEST_REDIS_DOWN_PORT || 3418))
  const prefix = testKeyPrefix('next-down')
  const env = { REDIS_URL: server.url, REDIS_KEY_PREFIX: prefix }
  let a: ReturnType<typeof instance>
  let b: ReturnType<typeof instance>

  beforeAll(async () => {
    await server.start()
    ;[a, b] = [instance(env), instance(env)]
    await Promise.all([a.ready(), b.ready()])
    await waitFor(async () => ((await a.status()).result as { redis: string }).redis === 'ready' && ((await b.status()).result as { redis: string }).redis === 'ready')
  })
  afterAll(async () => {
    await Promise.all([a.stop(), b.stop()])
    server.resume()
    await server.stop()
  })

  it('answers from what this instance rendered meanwhile, never throws, and shares again once Redis is back', async () => {
    await a.set('before', fetchEntry('before'), fetchCtx(['static-a']))
    await server.stop()
    await waitFor(async () => ((await a.status()).result as { redis: string }).redis !== 'ready')

    const calls = [await a.set('during', fetchEntry('during'), fetchCtx(['static-b'])), await a.get('during', fetchGet(['static-b'])), await b.get('during', fetchGet(['static-b'])), await a.revalidateTag(['static-a'])]
    expect(calls.map((call) => call.ok)).toEqual([true, true, true, true])
    expect(Math.max(...calls.map((call) => call.ms))).toBeLessThan(1_000)
    expect(bodyOf(calls[1])?.data?.body).toBe('during') // a's local copy
    expect(calls[2].result).toBeNull() // b never saw it: a miss, rendered again
    await a.revalidateTag(['static-b'])
    expect((await a.get('during', fetchGet(['static-b']))).result).toBeNull() // tags expire locally too

    await server.start()
    await waitFor(async () => ((await a.status()).result as { redis: string }).redis === 'ready' && ((await b.status()).result as { redis: string }).redis === 'ready', 10_000)
    await b.set('after', fetchEntry('after'), fetchCtx(['static-c']))
    expect(bodyOf(await a.get('after', fetchGet(['static-c'])))?.data?.body).toBe('after')
  })

  it('a tag expired while Redis hung is expired there once it answers again', async () => {
    await a.set('hung', fetchEntry('hung'), fetchCtx(['static-hung']))
    server.pause()
    const expired = await a.revalidateTag(['static-hung'])
    expect([expired.ok, expired.ms < 2_000]).toEqual([true, true])
    server.resume()
    await sleep(100)
    await a.get('anything', fetchGet([])) // the instance's next cache call
    expect((await b.get('hung', fetchGet(['static-hung']))).result).toBeNull()
  })
})
