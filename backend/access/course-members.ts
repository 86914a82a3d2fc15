import type { Access } from 'payload'
import { authenticateRequest } from '../services/account/authenticate-request'
import { memberCourseIds } from '../services/forum/member-courses'
import { userIsAdmin } from './is-admin'

/**
 * Rows of a course (its files, its forum images) are read by admins and the course's members: learners enrolled in
 * it, its lecturers and mentors. Members sign in with the portal's session (staff in /admin with Payload's), so
 * either is checked; the answer is a Where, which Payload also applies when it serves /api/<slug>/file/<name>.
 */
export const courseMembers: Access = async ({ req }) => {
  if (userIsAdmin(req.user)) return true
  const user = req.user ?? (await authenticateRequest(req))?.user
  if (!user) return false
  if (userIsAdmin(user)) return true
  const ids = await memberCourseIds(req.payload, user.id)
  return ids.length ? { course: { in: ids } } : false
}
