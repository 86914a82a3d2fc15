import type { Payload } from 'payload'
import type { TModerationAction } from '../../../lib/contracts/forum'
import type { ForumComment, ForumThread } from '../../payload-types'

type TPost = { thread: ForumThread; comment: ForumComment | null }
type TChange = { collection: 'forum-threads' | 'forum-comments'; data: Record<string, unknown> }

/** What each action writes; null when it does not apply to the post (pin a comment, endorse a thread). */
function changeFor(action: TModerationAction, post: TPost, moderatorId: number, now: string): TChange | null {
  const onComment = !!post.comment
  switch (action) {
    case 'hide':
      return { collection: onComment ? 'forum-comments' : 'forum-threads', data: { hidden: true, hiddenBy: moderatorId, hiddenAt: now } }
    case 'restore':
      return { collection: onComment ? 'forum-comments' : 'forum-threads', data: { hidden: false, hiddenBy: null, hiddenAt: null } }
    case 'pin':
    case 'unpin':
      return onComment ? null : { collection: 'forum-threads', data: { pinned: action === 'pin' } }
    case 'lock':
    case 'unlock':
      return onComment ? null : { collection: 'forum-threads', data: { locked: action === 'lock' } }
    case 'endorse':
    case 'unendorse':
      return onComment ? { collection: 'forum-comments', data: { endorsed: action === 'endorse' } } : null
  }
}

/** The post's open reports, marked resolved by this moderator (their unique key freed for a new report). */
export async function resolveReports(payload: Payload, post: TPost, moderatorId: number, now: string): Promise<number> {
  const { docs } = await payload.update({
    collection: 'forum-reports',
    where: { and: [{ status: { equals: 'open' } }, { thread: { equals: post.thread.id } }, post.comment ? { comment: { equals: post.comment.id } } : { comment: { exists: false } }] },
    data: { status: 'resolved', resolvedBy: moderatorId, resolvedAt: now, openKey: null },
    depth: 0,
    overrideAccess: true,
  })
  return docs.length
}

/**
 * A moderator's action on a thread or comment (docs/decisions/041); the caller checked that they moderate the
 * course. Every action resolves the post's open reports. Answers false when the action does not fit the post.
 */
export async function moderatePost(payload: Payload, input: { post: TPost; action: TModerationAction; moderatorId: number }): Promise<{ resolved: number } | null> {
  const now = new Date().toISOString()
  const change = changeFor(input.action, input.post, input.moderatorId, now)
  if (!change) return null
  const id = change.collection === 'forum-comments' ? input.post.comment!.id : input.post.thread.id
  await payload.update({ collection: change.collection, id, data: change.data, depth: 0, overrideAccess: true })
  return { resolved: await resolveReports(payload, input.post, input.moderatorId, now) }
}
