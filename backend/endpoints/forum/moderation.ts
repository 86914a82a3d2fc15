import type { Endpoint } from 'payload'
import * as P from '../../../lib/contracts/forum'
import { userIsAdmin } from '../../access/is-admin'
import { taughtCourseIds } from '../../access/teaching'
import { fail, ok } from '../../lib/respond'
import { findComment } from '../../services/forum/comments'
import { forumMessage } from '../../services/forum/messages'
import { moderatePost } from '../../services/forum/moderate-post'
import { moderationQueue } from '../../services/forum/moderation-queue'
import { reportPost } from '../../services/forum/report-post'
import { findThread, type TViewer } from '../../services/forum/threads'
import { memberHandler } from '../handlers'
import { parseQuery } from '../../lib/parse-query'
import { forumWrite } from './forum-request'

type TPayload = Parameters<typeof findThread>[0]

/** The thread, and the comment when one is named, as this viewer may see them (hidden ones only for moderators). */
async function findPost(payload: TPayload, courseId: number, input: { threadId: number; commentId?: number }, viewer: TViewer) {
  const thread = await findThread(payload, courseId, input.threadId, viewer)
  if (!thread) return null
  if (input.commentId === undefined) return { thread, comment: null }
  const comment = await findComment(payload, thread.id, input.commentId, viewer)
  return comment ? { thread, comment } : null
}

/** Moderation of the course forum (docs/decisions/041): any member reports, the course's staff and admins act. */
export const moderationEndpoints: Endpoint[] = [
  forumWrite('report', 'post', P.ZReportBody, async (req, input, ctx, { user, locale, viewer }) => {
    const post = await findPost(req.payload, ctx.course.id, input, viewer)
    if (!post) return fail(404, forumMessage('notFound', locale))
    const result = await reportPost(req.payload, { reporter: user, course: ctx.course, post, reason: input.reason })
    return ok(result, forumMessage(result.duplicate ? 'alreadyReported' : 'reported', locale))
  }),
  forumWrite('moderate', 'post', P.ZModerateBody, async (req, input, ctx, { user, locale, viewer }) => {
    if (!viewer.teaches) return fail(403, forumMessage('notModerator', locale))
    const post = await findPost(req.payload, ctx.course.id, input, viewer)
    if (!post) return fail(404, forumMessage('notFound', locale))
    const result = await moderatePost(req.payload, { post, action: input.action, moderatorId: user.id })
    return result ? ok({ action: input.action, ...result }, forumMessage('moderated', locale)) : fail(400, forumMessage('badAction', locale))
  }),
  {
    path: '/online-course/discussion/moderation-queue',
    method: 'get',
    handler: memberHandler(async (req, { user, locale }) => {
      const { data, error } = parseQuery(P.ZModerationQueueQuery, req)
      if (error) return error
      const courseIds = userIsAdmin(user) ? null : await taughtCourseIds(req, user)
      if (courseIds && data.courseId !== undefined && !courseIds.includes(data.courseId)) return fail(403, forumMessage('notModerator', locale))
      return ok(await moderationQueue(req.payload, { courseIds, courseId: data.courseId, locale }))
    }, 'staff'),
  },
]
