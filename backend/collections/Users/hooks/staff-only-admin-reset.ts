import type { CollectionBeforeOperationHook } from 'payload'
import { STAFF_ROLES } from '../../../access/is-staff'

/**
 * /admin's forgot-password (`POST /api/users/forgot-password`, Payload's operation) mails an /admin reset link.
 * Learners cannot open /admin and reset their password on the portal, so for an address that is not a staff
 * account the operation runs with `disableEmail`: Payload answers exactly as for any address and sends nothing
 * (the token it stores is never handed out). The address is read before this hook runs, so it cannot be swapped.
 */
export const staffOnlyAdminReset: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'forgotPassword') return args
  const data = (args as { data?: { email?: unknown } }).data
  const email = typeof data?.email === 'string' ? data.email.trim().toLowerCase() : ''
  if (!email) return args
  const found = await req.payload.db.findOne<{ id: number; role?: string }>({ collection: 'users', req, where: { email: { equals: email } } })
  if (found?.role && (STAFF_ROLES as readonly string[]).includes(found.role)) return args
  return { ...args, disableEmail: true }
}
