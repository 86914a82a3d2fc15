import type { CollectionBeforeChangeHook } from 'payload'
import { passwordData } from '../../../services/account/set-password'

/**
 * A password set through Payload itself (an admin creating or editing an account in /admin, the CMS's
 * reset) becomes the portal's argon2id password too, and stays Payload's only for staff
 * (docs/decisions/003). Writes that already carry passwordHash come from setPassword and pass untouched.
 */
export const portalPassword: CollectionBeforeChangeHook = async ({ data, originalDoc }) => {
  if (typeof data.password !== 'string' || !data.password || 'passwordHash' in data) return data
  const role = data.role ?? originalDoc?.role ?? 'learner'
  return { ...data, ...(await passwordData(data.password, role)) }
}
