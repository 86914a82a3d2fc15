import type { Payload } from 'payload'
import type { User } from '../../payload-types'
import { idOf } from '../../access/teaching'

/** The course's lecturers (their accounts) and mentors, and every admin: who moderates its forum. */
export async function moderatorIds(payload: Payload, courseId: number): Promise<number[]> {
  const [course, admins] = await Promise.all([
    payload.findByID({ collection: 'courses', id: courseId, depth: 0, overrideAccess: true, select: { lecturers: { account: true }, mentors: true } }),
    payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, depth: 0, limit: 0, pagination: false, overrideAccess: true, select: { role: true } }),
  ])
  const teachers = [...(course.lecturers ?? []).map((lecturer) => idOf(lecturer.account)), ...(course.mentors ?? []).map((mentor) => idOf(mentor))]
  return [...new Set([...teachers, ...admins.docs.map((admin) => admin.id)])].filter((id): id is number => typeof id === 'number')
}

/** Of these members, those who may still read the course's forum: enrolled in it, or its staff (and admins). */
export async function withForumAccess(payload: Payload, courseId: number, userIds: number[]): Promise<Set<number>> {
  if (!userIds.length) return new Set()
  const [staff, enrolled] = await Promise.all([
    moderatorIds(payload, courseId),
    payload.find({
      collection: 'course-enrolments',
      where: { and: [{ course: { equals: courseId } }, { user: { in: userIds } }] },
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
      select: { user: true },
    }),
  ])
  const allowed = new Set([...staff, ...enrolled.docs.map((row) => (typeof row.user === 'object' ? row.user.id : row.user))])
  return new Set(userIds.filter((id) => allowed.has(id)))
}

export type TRecipient = Pick<User, 'id' | 'email' | 'fullName' | 'notificationPreferences'>

/** The accounts to tell, without deleted ones (their address is a placeholder nobody reads). */
export async function recipientsById(payload: Payload, userIds: number[]): Promise<Map<number, TRecipient>> {
  if (!userIds.length) return new Map()
  const { docs } = await payload.find({
    collection: 'users',
    where: { and: [{ id: { in: userIds } }, { anonymisedAt: { exists: false } }] },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    select: { email: true, fullName: true, notificationPreferences: true },
  })
  return new Map(docs.map((user) => [user.id, user as TRecipient]))
}
