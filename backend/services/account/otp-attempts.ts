import type { Payload } from 'payload'
import { drizzleTable } from '../../lib/flat-rows'
import { OTP_MAX_ATTEMPTS } from './constants'

/**
 * Takes one of a code's OTP_MAX_ATTEMPTS guesses in one UPDATE ... WHERE attempts < max RETURNING, before the
 * guess is checked: of any number of parallel guesses exactly the guesses left get through (a read then a
 * write let all of them through, each writing attempts + 1 over the same value). False when none is left.
 */
export async function takeOtpAttempt(payload: Payload, tokenId: number): Promise<boolean> {
  const { db, table, ops } = await drizzleTable(payload, 'account_tokens')
  const { and, eq, sql } = ops
  const attempts = sql`COALESCE(${table.attempts}, 0)`
  const rows = await db
    .update(table)
    .set({ attempts: sql`${attempts} + 1` })
    .where(and(eq(table.id as never, tokenId), sql`${attempts} < ${OTP_MAX_ATTEMPTS}`))
    .returning({ id: table.id })
  return rows.length === 1
}

/** A right code gives its guess back: only wrong guesses use the code up. */
export async function returnOtpAttempt(payload: Payload, tokenId: number): Promise<void> {
  const { db, table, ops } = await drizzleTable(payload, 'account_tokens')
  await db
    .update(table)
    .set({ attempts: ops.sql`${table.attempts} - 1` })
    .where(ops.eq(table.id as never, tokenId))
}
