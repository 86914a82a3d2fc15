import { AsyncLocalStorage } from 'node:async_hooks'
import type { WorkStore } from 'next/dist/server/app-render/work-async-storage.external'
import { describe, expect, it } from 'vitest'

// Next's server sets this before loading its request stores; outside it they refuse to load.
;(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage = AsyncLocalStorage
const { workAsyncStorage } = await import('next/dist/server/app-render/work-async-storage.external')
const { expireTagsBeforeAnswer, revalidateTags } = await import('./revalidate-tags')
const { runDirectCall } = await import('../../lib/http/api-direct-call')

/** The part of Next's request store that revalidateTag and the tag expiry use; the cache answers after `delayMs`. */
function requestStore(delayMs: number) {
  const expired: string[] = []
  const store = {
    route: '/api/[...slug]',
    pendingRevalidatedTags: [],
    cacheLifeProfiles: {},
    incrementalCache: {
      revalidateTag: async (tags: string | string[]) => {
        await new Promise((resolve) => setTimeout(resolve, delayMs))
        expired.push(...[tags].flat())
      },
    },
  } as unknown as WorkStore
  return { store, expired }
}

const saveRoute = (...tags: string[]) =>
  async () => {
    revalidateTags(...tags)()
    return new Response('saved')
  }

describe('expireTagsBeforeAnswer', () => {
  it("answers a save once Next's cache has expired the tags its hooks named, not after", async () => {
    const { store, expired } = requestStore(50)
    const answer = await workAsyncStorage.run(store, () => expireTagsBeforeAnswer(saveRoute('elibrary', 'pages'))(new Request('http://site/api/x'), {}))
    expect(await answer.text()).toBe('saved')
    expect(expired.sort()).toEqual(['elibrary', 'pages'])
    // Next would expire them again after the answer: nothing is left for it.
    expect(store.pendingRevalidatedTags).toEqual([])
  })

  it('answers a call that expired nothing at once', async () => {
    const { store, expired } = requestStore(50)
    const answer = await workAsyncStorage.run(store, () => expireTagsBeforeAnswer(async () => new Response('read'))(new Request('http://site/api/x'), {}))
    expect(await answer.text()).toBe('read')
    expect(expired).toEqual([])
  })

  it('still answers a committed save when the cache fails, leaving the tags to Next', async () => {
    const { store } = requestStore(0)
    Object.assign(store, { incrementalCache: { revalidateTag: () => Promise.reject(new Error('cache down')) } })
    const answer = await workAsyncStorage.run(store, () => expireTagsBeforeAnswer(saveRoute('elibrary'))(new Request('http://site/api/x'), {}))
    expect(answer.status).toBe(200)
    expect(store.pendingRevalidatedTags?.map((pending) => pending.tag)).toEqual(['elibrary'])
  })
})

describe('revalidateTags in a call answered without the route entry (decision 067)', () => {
  it('fails the save, naming the call, instead of leaving the tags unexpired', () => {
    expect(() => runDirectCall('/api/online-course/enroll', () => revalidateTags('courses')())).toThrow(/\/api\/online-course\/enroll saves what cached pages show \(courses\)/)
  })

  it('still expires them where Next.js gave the call its request scope, and outside any call (seed, jobs) does nothing', () => {
    const { store } = requestStore(0)
    workAsyncStorage.run(store, () => runDirectCall('/api/online-course/enroll', () => revalidateTags('courses')()))
    expect(store.pendingRevalidatedTags?.map((pending) => pending.tag)).toEqual(['courses'])
    expect(() => revalidateTags('courses')()).not.toThrow()
  })
})
