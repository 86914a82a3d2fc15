import type { CollectionBeforeChangeHook } from 'payload'
import { passwordData } from '../../../services/account/set-password'

/** Set in a write's context when its random password must not become a portal password (social, deleted). */
export const NO_PORTAL_PASSWORD = 'noPortalPassword'

/**
 * A password set through Payload itself (an admin creating or editing an account in /admin, the CMS's
 * reset) becomes the portal's argon2id password too, and stays Payload's only for staff
 * (docs/decisions/003). Writes that already carry an argon2 hash come from setPassword and pass untouched.
 */
export const portalPassword: CollectionBeforeChangeHook = async ({ data, originalDoc, context }) => {
  if (typeof data.password !== 'string' || !data.password || context[NO_PORTAL_PASSWORD]) return data
  // On update Payload merges the stored document into data, so only a hash other than the stored one is setPassword's.
  const carriesNewHash = typeof data.passwordHash === 'string' && data.passwordHash.startsWith('$argon2') && data.passwordHash !== originalDoc?.passwordHash
  if (carriesNewHash) return data
  const role = data.role ?? originalDoc?.role ?? 'learner'
  return { ...data, ...(await passwordData(data.password, role)) }
}
