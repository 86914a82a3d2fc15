import { describe, expect, it } from 'vitest'
import { getTestPayload } from './setup/payload'

type TPool = { query: (sql: string) => Promise<{ rows: Record<string, string>[] }> }

describe.runIf(process.env.TEST_DB === 'postgres')('the app\'s PostgreSQL sessions', () => {
  it('run without JIT, which compiled Payload\'s small lateral-join reads on every call (decision 056)', async () => {
    const payload = await getTestPayload()
    const pool = payload.db.pool as unknown as TPool
    const { rows } = await pool.query('show jit')
    expect(rows[0].jit).toBe('off')
  })
})
