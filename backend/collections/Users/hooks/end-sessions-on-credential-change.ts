import type { CollectionAfterChangeHook, CollectionAfterOperationHook } from 'payload'
import { KEEP_SESSION_ID } from '../../../services/account/constants'
import { revokeUserSessions } from '../../../services/account/revoke-sessions'
import { setPassword } from '../../../services/account/set-password'

/**
 * Whoever knew the old password or read the old mailbox is out: a new sign-in address or password ends every portal
 * session of the account, whichever path wrote it (the portal's endpoints, /admin, Payload's REST update). A write
 * with a password carries it in `data`; a write of the portal hash alone (a social link dropping a password) changes
 * passwordHash, which previousDoc holds because Payload reads it with hidden fields.
 */
export const endSessionsOnCredentialChange: CollectionAfterChangeHook = async ({ data, doc, previousDoc, operation, req, context }) => {
  if (operation !== 'update' || !previousDoc) return doc
  const emailChanged = typeof data.email === 'string' && data.email !== previousDoc.email
  const passwordChanged = (typeof data.password === 'string' && data.password !== '') || ('passwordHash' in data && data.passwordHash !== previousDoc.passwordHash)
  if (emailChanged || passwordChanged) {
    const keep = context[KEEP_SESSION_ID]
    await revokeUserSessions(req.payload, doc.id, typeof keep === 'number' ? keep : undefined)
  }
  return doc
}

/**
 * Payload's own reset (`POST /api/users/reset-password`, the /admin "forgot password" link) writes the hash straight
 * to the database, without the change hooks. The new password is set again through setPassword, so the portal's
 * argon2 hash follows it (an old portal password stops working) and the change hook above ends the sessions.
 */
export const endSessionsOnPayloadReset: CollectionAfterOperationHook = async ({ operation, args, result, req }) => {
  if (operation !== 'resetPassword') return result
  const user = (result as { user?: { id: number; role: 'learner' | 'lecturer' | 'admin' | 'mentor' } }).user
  const password = (args as { data?: { password?: unknown } }).data?.password
  if (user && typeof password === 'string') await setPassword(req.payload, user, password)
  return result
}
