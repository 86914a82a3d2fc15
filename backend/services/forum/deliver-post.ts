import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { ForumThread } from '../../payload-types'
import { createNotification } from '../notifications/create-notification'
import { preferencesOf } from '../notifications/preferences'
import { nextDigestAt } from './digest-schedule'
import { postIntro, queuePostMail, threadPermalink, type TPostEvent } from './forum-mail'
import { recipientsById, withForumAccess } from './forum-members'
import { validMentions } from './mentions'
import { courseFollowers, threadFollowers } from './subscriptions'

export type TForumPost = {
  thread: ForumThread
  /** The reply; none for a new thread. */
  commentId?: number
  courseId: number
  courseSlug: string
  /** The post's sanitised HTML. */
  html: string
  author: { id: number; fullName: string }
  mentions?: number[]
}

/**
 * Tells everyone a new post concerns (docs/decisions/044): a reply the thread's followers, a new thread the course's
 * followers, and the members it mentions; never its author, never someone who can no longer read the forum. Each gets
 * the in-app notification (their switch decides) and, with discussion e-mail on, the post by mail at once or a line
 * in their next daily or weekly digest. A mention is always mailed at once.
 */
export async function deliverPost(payload: Payload, post: TForumPost): Promise<void> {
  // The post is saved when this runs: a failure here must not answer an error (the member would post it again).
  await tellEveryone(payload, post).catch((error: unknown) => payload.logger.error({ err: error, thread: post.thread.id, comment: post.commentId }, 'forum post delivery failed'))
}

async function tellEveryone(payload: Payload, post: TForumPost): Promise<void> {
  const event: TPostEvent = post.commentId ? 'reply' : 'thread'
  const [followers, mentioned] = await Promise.all([
    post.commentId ? threadFollowers(payload, post.courseId, post.thread) : courseFollowers(payload, post.courseId),
    validMentions(payload, { courseId: post.courseId, authorId: post.author.id, html: post.html, ids: post.mentions }),
  ])
  followers.delete(post.author.id)
  for (const id of mentioned) followers.delete(id)
  const allowed = await withForumAccess(payload, post.courseId, [...followers.keys()])
  const people = await recipientsById(payload, [...allowed, ...mentioned])
  const thread = { id: post.thread.id, title: post.thread.title, courseSlug: post.courseSlug }

  const tell = async (userId: number, as: TPostEvent, locale: Locale | undefined) => {
    const member = people.get(userId)
    if (!member) return
    await createNotification(payload, { userId, type: 'discussion', intro: postIntro(as, post.author.fullName, thread.title), permalink: threadPermalink(thread) })
    const preferences = preferencesOf(member.notificationPreferences)
    if (!preferences.email.discussion) return
    if (as === 'mention' || preferences.discussionDigest === 'immediate')
      return queuePostMail(payload, { userId, email: member.email, name: member.fullName, locale }, { event: as, author: post.author.fullName, thread, html: post.html })
    await payload.create({
      collection: 'forum-digest-entries',
      data: {
        user: userId,
        course: post.courseId,
        thread: thread.id,
        comment: post.commentId ?? null,
        frequency: preferences.discussionDigest,
        dueAt: nextDigestAt(preferences.discussionDigest).toISOString(),
        locale: locale ?? null,
      },
      overrideAccess: true,
    })
  }

  await Promise.all([
    ...[...followers].filter(([id]) => allowed.has(id)).map(([id, locale]) => tell(id, event, locale)),
    ...mentioned.map((id) => tell(id, 'mention', undefined)),
  ])
}
