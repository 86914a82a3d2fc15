import type { Payload } from 'payload'
import type { ForumThread } from '../../payload-types'
import { createNotification } from '../notifications/create-notification'
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

/**
 * Tells every moderator of the course (type discussion, linking to the moderation queue) that a post was reported;
 * a moderator who turned discussion notifications off gets none (createNotification answers null).
 */
export async function notifyModerators(payload: Payload, input: { courseId: number; thread: ForumThread; isComment: boolean; excludeUserId: number }): Promise<number> {
  const recipients = (await moderatorIds(payload, input.courseId)).filter((id) => id !== input.excludeUserId)
  const what = input.isComment ? { id: 'Sebuah komentar di', en: 'A reply in' } : { id: 'Diskusi', en: 'The discussion' }
  const written = await Promise.all(
    recipients.map((userId) =>
      createNotification(payload, {
        userId,
        type: 'discussion',
        intro: { id: `${what.id} "${input.thread.title}" dilaporkan.`, en: `${what.en} "${input.thread.title}" was reported.` },
        permalink: '/lecturer/forum-moderation',
      }),
    ),
  )
  return written.filter((id) => id !== null).length
}
