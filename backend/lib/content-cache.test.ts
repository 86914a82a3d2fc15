import { describe, expect, it } from 'vitest'
import { CONTENT_TTL_MS, ContentCache, HOLD_MS } from './content-cache'

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('ContentCache', () => {
  it('reads once for concurrent and later callers', async () => {
    const cache = new ContentCache()
    let loads = 0
    const load = async () => ({ title: `v${++loads}` })
    const [a, b] = await Promise.all([cache.read(['courses'], 'k', load), cache.read(['courses'], 'k', load)])
    expect(await cache.read(['courses'], 'k', load)).toEqual({ title: 'v1' })
    expect(a).toBe(b)
    expect(loads).toBe(1)
  })

  it('drops what was read from a collection when it changes, and only that', async () => {
    const cache = new ContentCache()
    let loads = 0
    const load = async () => ++loads
    await cache.read(['course-chapters', 'course-lectures'], 'outline', load)
    await cache.read(['users'], 'user', load)
    cache.forget('course-lectures')
    expect(await cache.read(['course-chapters', 'course-lectures'], 'outline', load)).toBe(3)
    expect(await cache.read(['users'], 'user', load)).toBe(2)
  })

  it('answers an old entry once more while it is read again, then the new one', async () => {
    let now = 0
    const cache = new ContentCache(() => now)
    let loads = 0
    const load = async () => ++loads
    await cache.read(['courses'], 'k', load)
    now += CONTENT_TTL_MS * 1.2
    expect(await cache.read(['courses'], 'k', load)).toBe(1) // no caller waits for the new read
    await tick()
    expect(await cache.read(['courses'], 'k', load)).toBe(2)
    expect(loads).toBe(2)
  })

  it('does not bring back an entry an editor dropped while it was being read again', async () => {
    let now = 0
    const cache = new ContentCache(() => now)
    let release: (value: string) => void = () => undefined
    await cache.read(['courses'], 'k', async () => 'old')
    now += CONTENT_TTL_MS * 1.2
    void cache.read(['courses'], 'k', () => new Promise<string>((resolve) => (release = resolve)))
    cache.forget('courses')
    release('read before the save')
    await tick()
    expect(await cache.read(['courses'], 'k', async () => 'after the save')).toBe('after the save')
  })

  it('keeps no failed read', async () => {
    const cache = new ContentCache()
    await expect(cache.read(['courses'], 'k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.read(['courses'], 'k', async () => 'up')).toBe('up')
  })

  it('outside production, a kept value cannot be changed by one caller for the others', async () => {
    const cache = new ContentCache()
    const course = await cache.read(['courses'], 'k', async () => ({ lecturers: [{ id: 1 }] }))
    expect(() => course.lecturers.push({ id: 2 })).toThrow()
    expect(() => ((course.lecturers[0] as { id: number }).id = 3)).toThrow()
  })

  it('keeps nothing read from a collection for a moment after it changed (PostgreSQL commits after the hooks)', async () => {
    let now = 0
    const cache = new ContentCache(() => now)
    let loads = 0
    const load = async () => ++loads
    await cache.read(['courses'], 'k', load)
    cache.forget('courses')
    await cache.read(['courses'], 'k', load)
    await cache.read(['courses'], 'k', load)
    expect(loads).toBe(3)
    now += HOLD_MS
    await cache.read(['courses'], 'k', load)
    await tick()
    expect(await cache.read(['courses'], 'k', load)).toBe(4)
  })

  it('does not keep a read that started before a change and ended after it', async () => {
    let now = 0
    const cache = new ContentCache(() => now)
    let release: (value: string) => void = () => undefined
    const pending = cache.read(['users'], 'k', () => new Promise<string>((resolve) => (release = resolve)))
    cache.forget('users')
    now += HOLD_MS
    release('role before the change')
    await pending
    await tick()
    expect(await cache.read(['users'], 'k', async () => 'role after the change')).toBe('role after the change')
  })

  it('reads a long-unread entry again before answering', async () => {
    let now = 0
    const cache = new ContentCache(() => now)
    await cache.read(['users'], 'k', async () => 'old')
    now += CONTENT_TTL_MS * 2.5
    expect(await cache.read(['users'], 'k', async () => 'new')).toBe('new')
  })

  it('keeps no empty answer (an unknown slug)', async () => {
    const cache = new ContentCache()
    let loads = 0
    const load = async () => (++loads, null)
    await cache.read(['courses'], 'unknown', load)
    await tick()
    await cache.read(['courses'], 'unknown', load)
    expect(loads).toBe(2)
  })
})
