import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { withKeyLock } from '../../backend/lib/key-lock'
import { databaseUrl, usesPostgres } from '../../lib/runtime/database-url'

/** Whether another connection (another instance) could take the key's lock right now; releases it if it could. */
async function freeForAnotherInstance(key: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl() })
  await client.connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(21000027, hashtext($1)) AS locked', [key])
    return rows[0]!.locked
  } finally {
    await client.end()
  }
}

describe('withKeyLock', () => {
  it('runs the calls of one key one after another, and of other keys beside them', async () => {
    const events: string[] = []
    const task = (name: string, ms: number) => async () => {
      events.push(`${name} start`)
      await new Promise((resolve) => setTimeout(resolve, ms))
      events.push(`${name} end`)
      return name
    }
    const results = await Promise.all([withKeyLock('a', task('a1', 60)), withKeyLock('a', task('a2', 10)), withKeyLock('b', task('b1', 10))])
    expect(results).toEqual(['a1', 'a2', 'b1'])
    expect(events.indexOf('a2 start')).toBeGreaterThan(events.indexOf('a1 end'))
    expect(events.indexOf('b1 end')).toBeLessThan(events.indexOf('a1 end'))
  })

  it('releases the key when the task throws', async () => {
    await expect(withKeyLock('c', async () => Promise.reject(new Error('no')))).rejects.toThrow('no')
    expect(await withKeyLock('c', async () => 'next')).toBe('next')
  })

  it.skipIf(!usesPostgres())('holds the key for every instance on the database while the task runs (PostgreSQL)', async () => {
    const key = `users.sessions:${Date.now()}@example.test`
    const during = await withKeyLock(key, () => freeForAnotherInstance(key))
    expect(during).toBe(false)
    expect(await freeForAnotherInstance(key)).toBe(true)
  })
})
