import type { Payload } from 'payload'
import { readContent } from '../../lib/content-cache'
import { flatQuery } from '../../lib/flat-rows'
import type { Session, User } from '../../payload-types'
import { SESSION_TOUCH_EVERY_MS, sessionIdleMs } from './constants'
import { digestToken } from './secret-token'
import { touchSession } from './touch-session'

export type TActiveSession = { session: Session; user: User }

/**
 * The account behind a session, kept in memory between calls (backend/lib/content-cache): the Users hooks drop it
 * when the account changes. The session row itself is read on every call, so a logout or revocation holds at once.
 */
export function sessionUser(payload: Payload, userId: number): Promise<User | null> {
  return readContent(['users'], `users:${userId}`, async () => {
    const { docs } = await payload.find({ collection: 'users', where: { id: { equals: userId } }, depth: 0, limit: 1, pagination: false, overrideAccess: true })
    return docs[0] ?? null
  })
}

const sessionByDigest = flatQuery<Omit<Session, 'user'> & { user: number }, { digest: string }>('session_by_digest', 'sessions', (table, { eq }, param) => ({
  where: eq(table.tokenHash as never, param('digest')),
  limit: 1,
}))

/**
 * The live session a raw token names, with its user; null when unknown, past its absolute lifetime, idle longer than
 * SESSION_IDLE_MINUTES, or the account is gone. Its last use is written at most once a minute, so the idle clock
 * slides without a write on every call.
 */
export async function findSession(payload: Payload, token: string): Promise<TActiveSession | null> {
  if (!token || token.length > 200) return null
  const [session] = await sessionByDigest(payload, { digest: digestToken(token) })
  if (!session) return null
  const now = Date.now()
  const lastUsed = new Date(session.updatedAt).getTime()
  if (new Date(session.expiresAt).getTime() <= now || now - lastUsed >= sessionIdleMs()) {
    await payload.delete({ collection: 'sessions', id: session.id, overrideAccess: true }).catch(() => undefined)
    return null
  }
  if (now - lastUsed >= SESSION_TOUCH_EVERY_MS) {
    const touchedAt = new Date(now)
    await touchSession(payload, session.id, touchedAt)
    session.updatedAt = touchedAt.toISOString()
  }
  const user = await sessionUser(payload, session.user)
  if (!user || user.anonymisedAt) return null
  return { session: { ...session, user }, user }
}
