import type { Payload } from 'payload'
import type { TSubscription } from '../../../lib/contracts/forum'
import type { Locale } from '../../../lib/i18n/config'
import type { ForumThread } from '../../payload-types'
import { authorIdOf } from './shapes'

/** One row per member and course, or member and thread: the unique key keeps it one under double clicks. */
const keyOf = (userId: number, courseId: number, threadId?: number) => (threadId ? `${userId}:${courseId}:${threadId}` : `${userId}:${courseId}`)

async function rowsOf(payload: Payload, userId: number, courseId: number, threadId?: number) {
  const keys = threadId ? [keyOf(userId, courseId), keyOf(userId, courseId, threadId)] : [keyOf(userId, courseId)]
  const { docs } = await payload.find({ collection: 'forum-subscriptions', where: { key: { in: keys } }, depth: 0, limit: 2, pagination: false, overrideAccess: true })
  return { course: docs.find((row) => row.key === keyOf(userId, courseId)), thread: threadId ? docs.find((row) => row.key === keyOf(userId, courseId, threadId)) : undefined }
}

/**
 * Whether a member gets a thread's posts, and why (docs/decisions/044): a muted thread never; its author and those
 * who replied in it always otherwise; then whoever follows the thread, or the whole course.
 */
export async function threadSubscription(payload: Payload, userId: number, courseId: number, thread: ForumThread): Promise<TSubscription> {
  const rows = await rowsOf(payload, userId, courseId, thread.id)
  if (rows.thread?.state === 'muted') return { following: false, reason: null }
  if (authorIdOf(thread) === userId) return { following: true, reason: 'author' }
  const replied = await payload.count({ collection: 'forum-comments', where: { and: [{ thread: { equals: thread.id } }, { author: { equals: userId } }] }, overrideAccess: true })
  if (replied.totalDocs > 0) return { following: true, reason: 'replied' }
  if (rows.thread?.state === 'following') return { following: true, reason: 'thread' }
  return rows.course ? { following: true, reason: 'course' } : { following: false, reason: null }
}

export async function courseSubscription(payload: Payload, userId: number, courseId: number): Promise<boolean> {
  return !!(await rowsOf(payload, userId, courseId)).course
}

async function upsert(payload: Payload, data: { user: number; course: number; thread?: number; state: 'following' | 'muted'; locale: Locale }) {
  const key = keyOf(data.user, data.course, data.thread)
  const write = async () => {
    const { docs } = await payload.find({ collection: 'forum-subscriptions', where: { key: { equals: key } }, depth: 0, limit: 1, overrideAccess: true })
    if (docs[0]) await payload.update({ collection: 'forum-subscriptions', id: docs[0].id, data: { state: data.state, locale: data.locale }, overrideAccess: true })
    else await payload.create({ collection: 'forum-subscriptions', data: { ...data, key }, overrideAccess: true })
  }
  // Two requests at once: the second create meets the unique key; it then updates the row the first one wrote.
  await write().catch(write)
}

/**
 * Follows or stops following a thread (stopping mutes it, so being its author or a replier no longer counts), or,
 * without a thread, every discussion of the course.
 */
export async function setSubscription(payload: Payload, input: { userId: number; courseId: number; threadId?: number; follow: boolean; locale: Locale }): Promise<void> {
  const base = { user: input.userId, course: input.courseId, locale: input.locale }
  if (input.threadId) return upsert(payload, { ...base, thread: input.threadId, state: input.follow ? 'following' : 'muted' })
  if (input.follow) return upsert(payload, { ...base, state: 'following' })
  await payload.delete({ collection: 'forum-subscriptions', where: { key: { equals: keyOf(input.userId, input.courseId) } }, overrideAccess: true })
}

/**
 * Who follows a thread, and in which language they chose it (when they chose): its author and repliers, the thread's
 * and the course's followers, less those who muted it. Not yet checked for access (see forum-audience.ts).
 */
export async function threadFollowers(payload: Payload, courseId: number, thread: ForumThread): Promise<Map<number, Locale | undefined>> {
  const [comments, rows] = await Promise.all([
    payload.find({ collection: 'forum-comments', where: { thread: { equals: thread.id } }, depth: 0, limit: 0, pagination: false, overrideAccess: true, select: { author: true } }),
    payload.find({
      collection: 'forum-subscriptions',
      where: { and: [{ course: { equals: courseId } }, { or: [{ thread: { equals: thread.id } }, { thread: { exists: false } }] }] },
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    }),
  ])
  const followers = new Map<number, Locale | undefined>([[authorIdOf(thread), undefined], ...comments.docs.map((doc) => [authorIdOf(doc), undefined] as [number, undefined])])
  for (const row of rows.docs) if (row.state === 'following') followers.set(Number(row.user), (row.locale ?? undefined) as Locale | undefined)
  for (const row of rows.docs) if (row.state === 'muted') followers.delete(Number(row.user))
  return followers
}

/** Who follows every discussion of a course (told of new threads). */
export async function courseFollowers(payload: Payload, courseId: number): Promise<Map<number, Locale | undefined>> {
  const { docs } = await payload.find({
    collection: 'forum-subscriptions',
    where: { and: [{ course: { equals: courseId } }, { thread: { exists: false } }] },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(docs.map((row) => [Number(row.user), (row.locale ?? undefined) as Locale | undefined]))
}

/** A deleted thread's subscriptions and waiting digest entries go with it. */
export async function forgetThread(payload: Payload, threadId: number): Promise<void> {
  await payload.delete({ collection: 'forum-subscriptions', where: { thread: { equals: threadId } }, overrideAccess: true })
  await payload.delete({ collection: 'forum-digest-entries', where: { thread: { equals: threadId } }, overrideAccess: true })
}
