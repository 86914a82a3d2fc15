import type { Payload } from 'payload'
import type { Session, User } from '../../payload-types'
import { digestToken } from './secret-token'

export type TActiveSession = { session: Session; user: User }

/** The live session a raw token names, with its user; null when unknown, expired or the account is gone. */
export async function findSession(payload: Payload, token: string): Promise<TActiveSession | null> {
  if (!token || token.length > 200) return null
  const { docs } = await payload.find({
    collection: 'sessions',
    where: { tokenHash: { equals: digestToken(token) } },
    depth: 1,
    limit: 1,
    // One row by a unique digest: no COUNT for pages nobody reads.
    pagination: false,
    overrideAccess: true,
  })
  const session = docs[0]
  if (!session || typeof session.user !== 'object' || !session.user) return null
  if (new Date(session.expiresAt).getTime() <= Date.now()) {
    await payload.delete({ collection: 'sessions', id: session.id, overrideAccess: true }).catch(() => undefined)
    return null
  }
  const user = session.user
  if (user.anonymisedAt) return null
  return { session, user }
}
