import type { Access } from 'payload'
import { userIsStaff } from './is-staff'

/** Staff read drafts too (to preview and edit them); everyone else reads published documents only. */
export const publishedOrStaff: Access = ({ req }) => {
  if (userIsStaff(req.user)) return true
  return { _status: { equals: 'published' } }
}
