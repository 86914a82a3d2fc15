import type { Payload } from 'payload'
import { titleSlug } from '../../../lib/format/slug'
import type { ForumThread } from '../../payload-types'
import { createNotification } from '../notifications/create-notification'
import { authorIdOf, toComment, type TComment } from './shapes'
import { mayDelete, visiblePosts, type TViewer } from './threads'

export const COMMENT_SORTS = ['newest', 'oldest'] as const
export type TCommentSort = (typeof COMMENT_SORTS)[number]

/** A thread's comments a page at a time (spec page size 2). */
export async function listComments(payload: Payload, threadId: number, viewer: TViewer, page: { skip: number; take: number; sortBy: TCommentSort }): Promise<{ listComment: TComment[]; totalComment: number }> {
  const { docs, totalDocs } = await payload.find({
    collection: 'forum-comments',
    where: { and: [{ thread: { equals: threadId } }, ...visiblePosts(viewer)] },
    sort: page.sortBy === 'oldest' ? 'createdAt' : '-createdAt',
    limit: page.take,
    page: Math.floor(page.skip / page.take) + 1,
    depth: 2,
    overrideAccess: true,
  })
  return { listComment: docs.map((doc) => toComment(doc, mayDelete(viewer, authorIdOf(doc)))), totalComment: totalDocs }
}

/** The thread's comment; a hidden one only for a viewer who moderates the course (no viewer: the server's own reads). */
export async function findComment(payload: Payload, threadId: number, commentId: number, viewer?: Pick<TViewer, 'teaches'>) {
  const doc = await payload.findByID({ collection: 'forum-comments', id: commentId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!doc || (typeof doc.thread === 'object' ? doc.thread.id : doc.thread) !== threadId) return null
  return doc.hidden && viewer && !viewer.teaches ? null : doc
}

/**
 * Posts a reply, then tells the thread's author and everyone who commented before (not the replier) with a
 * notification of type discussion linking to the thread.
 */
export async function createComment(payload: Payload, input: { thread: ForumThread; courseId: number; courseSlug: string; body: string; author: { id: number; fullName: string } }) {
  const comment = await payload.create({
    collection: 'forum-comments',
    data: { thread: input.thread.id, course: input.courseId, body: input.body, author: input.author.id },
    overrideAccess: true,
  })
  const earlier = await payload.find({ collection: 'forum-comments', where: { thread: { equals: input.thread.id } }, depth: 0, limit: 0, pagination: false, overrideAccess: true, select: { author: true } })
  const recipients = new Set([authorIdOf(input.thread), ...earlier.docs.map((doc) => authorIdOf(doc))])
  recipients.delete(input.author.id)
  const title = input.thread.title
  const permalink = `/online-course/thread/${input.courseSlug}/${input.thread.id}/${titleSlug(title)}`
  await Promise.all(
    [...recipients].map((userId) =>
      createNotification(payload, {
        userId,
        type: 'discussion',
        intro: { id: `${input.author.fullName} membalas diskusi "${title}"`, en: `${input.author.fullName} replied in the discussion "${title}"` },
        permalink,
      }),
    ),
  )
  return comment
}
