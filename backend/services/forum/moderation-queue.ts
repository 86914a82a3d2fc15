import type { Payload, Where } from 'payload'
import type { TModerationQueue, TModerationReport } from '../../../lib/contracts/forum'
import type { ForumReport } from '../../payload-types'

const QUEUE_LIMIT = 100
const EXCERPT_LENGTH = 160

const plain = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim()
const excerptOf = (html: string) => {
  const text = plain(html)
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text
}

function toReport(doc: ForumReport): TModerationReport | null {
  const { course, thread, comment, reporter } = doc
  if (typeof course !== 'object' || typeof thread !== 'object') return null
  const post = comment && typeof comment === 'object' ? comment : null
  return {
    reportId: doc.id,
    reason: doc.reason,
    date: doc.createdAt,
    reporter: typeof reporter === 'object' ? reporter.fullName : '',
    course: { courseId: course.id, slug: course.slug, name: course.name },
    threadId: thread.id,
    threadTitle: thread.title,
    commentId: post?.id ?? null,
    excerpt: excerptOf(post ? post.body : thread.description),
    hidden: !!(post ? post.hidden : thread.hidden),
  }
}

/**
 * The open reports, oldest first, of the given courses (null: every course, for admins), optionally of one course.
 * Reports whose post was deleted meanwhile are left out.
 */
export async function moderationQueue(payload: Payload, input: { courseIds: number[] | null; courseId?: number; locale: 'id' | 'en' }): Promise<TModerationQueue> {
  const scope = input.courseId !== undefined ? [input.courseId] : input.courseIds
  if (scope && input.courseIds && !scope.every((id) => input.courseIds!.includes(id))) return { reports: [], total: 0 }
  const where: Where = { and: [{ status: { equals: 'open' } }, ...(scope ? [{ course: { in: scope } }] : [])] }
  const { docs, totalDocs } = await payload.find({
    collection: 'forum-reports',
    where,
    sort: 'createdAt',
    limit: QUEUE_LIMIT,
    depth: 1,
    locale: input.locale,
    overrideAccess: true,
    populate: { courses: { slug: true, name: true }, users: { fullName: true } },
  })
  const reports = docs.flatMap((doc) => toReport(doc) ?? [])
  return { reports, total: totalDocs }
}
