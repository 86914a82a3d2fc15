import type { Access } from 'payload'
import { userIsAdmin } from './is-admin'

/** Admins see every account; anyone else only their own (a Where, so lists filter too). */
export const adminOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  if (userIsAdmin(req.user)) return true
  return { id: { equals: req.user.id } }
}
