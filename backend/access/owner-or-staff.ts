import type { Access } from 'payload'
import { userIsAdmin } from './is-admin'

/** Only the row's owner (members change their own notification status, nobody else's). */
export const ownerOnly: Access = ({ req }) => (req.user ? { user: { equals: req.user.id } } : false)

/** Admins see every row; anyone else only their own (payments, notifications: not for lecturers or mentors). */
export const ownerOrAdmin: Access = ({ req }) => {
  if (!req.user) return false
  if (userIsAdmin(req.user)) return true
  return { user: { equals: req.user.id } }
}
