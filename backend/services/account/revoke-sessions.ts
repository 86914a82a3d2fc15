import type { Payload } from 'payload'

/** Logout: the session stops working at once, wherever its token was copied. */
export async function revokeSession(payload: Payload, sessionId: number): Promise<void> {
  await payload.delete({ collection: 'sessions', where: { id: { equals: sessionId } }, overrideAccess: true })
}

/** After a password reset or account deletion, every session of the user ends (optionally but one). */
export async function revokeUserSessions(payload: Payload, userId: number, keepSessionId?: number): Promise<void> {
  await payload.delete({
    collection: 'sessions',
    where: keepSessionId
      ? { and: [{ user: { equals: userId } }, { id: { not_equals: keepSessionId } }] }
      : { user: { equals: userId } },
    overrideAccess: true,
  })
}
