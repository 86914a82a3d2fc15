import type { Redis } from 'ioredis'
import { describe, expect, it } from 'vitest'
import { invalidationsSent, publishInvalidation } from './invalidation'

/** A client whose PUBLISH Redis answers after `ms` (or refuses), recording what was sent. */
function slowClient(ms: number, refuse = false) {
  const sent: string[] = []
  const client = {
    publish: (channel: string, payload: string) =>
      new Promise((resolve, reject) => setTimeout(() => (refuse ? reject(new Error('Connection is closed.')) : (sent.push(payload), resolve(1))), ms)),
  } as unknown as Redis
  return { client, sent }
}

describe('invalidationsSent', () => {
  it('resolves once Redis has answered every message published so far', async () => {
    const { client, sent } = slowClient(40)
    publishInvalidation({ kind: 'pages' }, client, 'here')
    publishInvalidation({ kind: 'content', source: 'courses' }, client, 'here')
    await invalidationsSent()
    expect(sent.map((payload) => JSON.parse(payload).kind)).toEqual(['pages', 'content'])
  })

  it('resolves, never rejects, when Redis refuses a message, and at once when nothing was published', async () => {
    const { client } = slowClient(10, true)
    publishInvalidation({ kind: 'pages' }, client, 'here')
    await expect(invalidationsSent()).resolves.toBeUndefined()
    const started = performance.now()
    await invalidationsSent()
    expect(performance.now() - started).toBeLessThan(5)
  })
})
