import type { Payload } from 'payload'
import type { ForumThread } from '../../payload-types'
import { buildPath } from '../../../lib/i18n/resolve-path'
import { siteUrl } from '../../../lib/seo/site-url'
import { queueMail } from '../../jobs/queue-mail'
import { renderMail } from '../mail/layout'
import { createNotification } from '../notifications/create-notification'
import { moderatorIds, recipientsById } from './forum-members'

/**
 * Tells every moderator of the course that a post was reported: in the app (type discussion, linking to the
 * moderation queue) and by mail (kind forumReport), each as their discussion switches say (decisions 040, 044).
 * Answers how many in-app notifications were written.
 */
export async function notifyModerators(payload: Payload, input: { courseId: number; thread: ForumThread; isComment: boolean; excludeUserId: number }): Promise<number> {
  const recipients = (await moderatorIds(payload, input.courseId)).filter((id) => id !== input.excludeUserId)
  const what = input.isComment ? { id: 'Sebuah komentar di', en: 'A reply in' } : { id: 'Diskusi', en: 'The discussion' }
  const intro = { id: `${what.id} "${input.thread.title}" dilaporkan.`, en: `${what.en} "${input.thread.title}" was reported.` }
  const people = await recipientsById(payload, recipients)
  const written = await Promise.all(
    recipients.map(async (userId) => {
      const written = await createNotification(payload, { userId, type: 'discussion', intro, permalink: MODERATION_ROUTE })
      const moderator = people.get(userId)
      if (moderator) await queueReportMail(payload, { userId, email: moderator.email, name: moderator.fullName }, intro)
      return written
    }),
  )
  return written.filter((id) => id !== null).length
}

const MODERATION_ROUTE = '/lecturer/forum-moderation'

/** The report mail (both languages: a moderator's language is not stored), linking to the moderation queue. */
export function queueReportMail(payload: Payload, to: { userId: number; email: string; name: string }, intro: { id: string; en: string }) {
  return queueMail(payload, {
    kind: 'forumReport',
    to: to.email,
    userId: to.userId,
    subject: `${intro.id} / ${intro.en}`,
    ...renderMail({
      greeting: `Halo ${to.name}, / Hello ${to.name},`,
      lines: [`${intro.id} Tinjau di antrean moderasi.`, `${intro.en} Review it in the moderation queue.`],
      action: { label: 'Buka antrean moderasi / Open the moderation queue', url: new URL(buildPath(MODERATION_ROUTE, 'id'), siteUrl()).href },
      footer: 'LPI Learning',
    }),
  })
}
