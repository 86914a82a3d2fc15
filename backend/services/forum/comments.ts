import type { Payload } from 'payload'
import type { ForumThread } from '../../payload-types'
import { deliverPost } from './deliver-post'
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

/** Posts a reply, then tells the thread's followers and the members it mentions (deliver-post.ts). */
export async function createComment(payload: Payload, input: { thread: ForumThread; courseId: number; courseSlug: string; body: string; author: { id: number; fullName: string }; mentions?: number[] }) {
  const comment = await payload.create({
    collection: 'forum-comments',
    data: { thread: input.thread.id, course: input.courseId, body: input.body, author: input.author.id },
    overrideAccess: true,
  })
  await deliverPost(payload, { thread: input.thread, commentId: comment.id, courseId: input.courseId, courseSlug: input.courseSlug, html: input.body, author: input.author, mentions: input.mentions })
  return comment
}

/** Removes a reply, and the digest lines waiting to mention it. */
export async function deleteComment(payload: Payload, commentId: number): Promise<void> {
  await payload.delete({ collection: 'forum-digest-entries', where: { comment: { equals: commentId } }, overrideAccess: true })
  await payload.delete({ collection: 'forum-comments', id: commentId, overrideAccess: true })
}
