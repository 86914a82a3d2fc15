import type { Payload } from 'payload'
import type { User } from '../../payload-types'
import { SESSION_LIFETIME_MS, TOKEN_TYPE } from './constants'
import { sessionUser } from './find-session'
import { digestToken, newSecretToken } from './secret-token'

export type TNewSession = { token: string; tokenType: string; expiresAt: Date }

/**
 * Opens a session for the user: the raw token goes to the caller once, only its digest is kept. The account is read
 * into memory now (services/account/find-session.ts), so the calls that follow a sign-in do not each wait for it.
 */
export async function createSession(
  payload: Payload,
  user: Pick<User, 'id'>,
  meta: { ip?: string; userAgent?: string } = {},
): Promise<TNewSession> {
  const token = newSecretToken()
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS)
  await payload.create({
    collection: 'sessions',
    data: {
      tokenHash: digestToken(token),
      user: user.id,
      expiresAt: expiresAt.toISOString(),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300),
    },
    depth: 0,
    overrideAccess: true,
  })
  await sessionUser(payload, user.id)
  return { token, tokenType: TOKEN_TYPE, expiresAt }
}
