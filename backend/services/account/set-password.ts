import type { Payload } from 'payload'
import { STAFF_ROLES } from '../../access/is-staff'
import type { User } from '../../payload-types'
import { KEEP_SESSION_ID } from './constants'
import { hashPassword } from './password-hash'
import { newSecretToken } from './secret-token'

/**
 * The one place a password is set. The portal checks the argon2id hash; Payload's own password (which
 * opens /admin) gets the same password for staff and an unknown random one for everyone else.
 */
export async function passwordData(password: string, role: User['role']) {
  return {
    passwordHash: await hashPassword(password),
    password: (STAFF_ROLES as readonly string[]).includes(role) ? password : newSecretToken(),
  }
}

/** Every portal session of the account ends (the Users change hook), but `keepSessionId` when given. */
export async function setPassword(payload: Payload, user: Pick<User, 'id' | 'role'>, password: string, keepSessionId?: number): Promise<void> {
  await payload.update({
    collection: 'users',
    id: user.id,
    data: await passwordData(password, user.role),
    overrideAccess: true,
    context: keepSessionId ? { [KEEP_SESSION_ID]: keepSessionId } : {},
  })
}
