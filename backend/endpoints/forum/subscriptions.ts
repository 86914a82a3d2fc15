import type { Endpoint } from 'payload'
import { z } from 'zod'
import * as P from '../../../lib/contracts/forum'
import { fail, ok } from '../../lib/respond'
import { parseBody } from '../handlers'
import { memberHandler } from '../handlers'
import { forumMessage } from '../../services/forum/messages'
import { mentionCandidates } from '../../services/forum/mentions'
import { courseSubscription, setSubscription, threadSubscription } from '../../services/forum/subscriptions'
import { findThread } from '../../services/forum/threads'
import { forumGet, forumWrite } from './forum-request'

const ZSendDigestsBody = z.object({ frequency: z.enum(['daily', 'weekly']) })

/** Following threads and courses, mentions (docs/decisions/044). */
export const subscriptionEndpoints: Endpoint[] = [
  forumGet('subscription', P.ZForumCourseQuery.extend({ threadId: P.ZSubscriptionBody.shape.threadId }), async (req, input, ctx, { user, locale, viewer }) => {
    if (!input.threadId) return ok({ courseFollowing: await courseSubscription(req.payload, user.id, ctx.course.id) })
    const thread = await findThread(req.payload, ctx.course.id, input.threadId, viewer)
    if (!thread) return fail(404, forumMessage('notFound', locale))
    return ok({ courseFollowing: await courseSubscription(req.payload, user.id, ctx.course.id), thread: await threadSubscription(req.payload, user.id, ctx.course.id, thread) })
  }),
  forumWrite('subscription', 'post', P.ZSubscriptionBody, async (req, input, ctx, { user, locale, viewer }) => {
    const thread = input.threadId ? await findThread(req.payload, ctx.course.id, input.threadId, viewer) : null
    if (input.threadId && !thread) return fail(404, forumMessage('notFound', locale))
    await setSubscription(req.payload, { userId: user.id, courseId: ctx.course.id, threadId: thread?.id, follow: input.follow, locale })
    const courseFollowing = await courseSubscription(req.payload, user.id, ctx.course.id)
    const message = forumMessage(input.follow ? 'followed' : 'unfollowed', locale)
    return ok(thread ? { courseFollowing, thread: await threadSubscription(req.payload, user.id, ctx.course.id, thread) } : { courseFollowing }, message)
  }),
  forumGet('mention-candidates', P.ZMentionQuery, async (req, input, ctx, { user }) => ok(await mentionCandidates(req.payload, ctx.course.id, input.search, user.id))),
  {
    // Staff's "send the waiting digests now" (e.g. after a mail outage); admins only.
    path: '/online-course/discussion/digests/send-now',
    method: 'post',
    handler: memberHandler(async (req) => {
      const parsed = await parseBody(ZSendDigestsBody, req)
      if (parsed.error) return parsed.error
      // Everything of that frequency, however far its time is.
      const dueBy = new Date(Date.now() + 8 * 24 * 3600_000).toISOString()
      const job = await req.payload.jobs.queue({ task: 'sendForumDigests', input: { frequency: parsed.data.frequency, dueBy } })
      return ok({ jobId: job.id })
    }, 'admin'),
  },
]
