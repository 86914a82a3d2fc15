import type { Payload } from 'payload'
import type { ForumComment, ForumThread } from '../../payload-types'
import { notifyModerators } from './notify-moderators'

export type TReportedPost = { thread: ForumThread; comment: ForumComment | null }
export type TReportResult = { reportId: number; duplicate: boolean }

/** reporter:thread or reporter:thread:comment, unique among open reports (the collection's openKey). */
export const openKeyOf = (reporterId: number, post: TReportedPost) => [reporterId, post.thread.id, ...(post.comment ? [post.comment.id] : [])].join(':')

async function openReport(payload: Payload, key: string) {
  const { docs } = await payload.find({ collection: 'forum-reports', where: { openKey: { equals: key } }, limit: 1, depth: 0, overrideAccess: true })
  return docs[0] ?? null
}

/**
 * Files a member's report of a thread or comment and tells the course's moderators. A member has one open report
 * per post: a second one is answered with the first (duplicate), also when both arrive at once (the unique key).
 */
export async function reportPost(
  payload: Payload,
  input: { reporter: { id: number }; course: { id: number }; post: TReportedPost; reason: string },
): Promise<TReportResult> {
  const key = openKeyOf(input.reporter.id, input.post)
  const existing = await openReport(payload, key)
  if (existing) return { reportId: existing.id, duplicate: true }
  try {
    const report = await payload.create({
      collection: 'forum-reports',
      data: { reporter: input.reporter.id, course: input.course.id, thread: input.post.thread.id, comment: input.post.comment?.id ?? null, reason: input.reason, status: 'open', openKey: key },
      overrideAccess: true,
    })
    await notifyModerators(payload, { courseId: input.course.id, thread: input.post.thread, isComment: !!input.post.comment, excludeUserId: input.reporter.id })
    return { reportId: report.id, duplicate: false }
  } catch (error) {
    const raced = await openReport(payload, key)
    if (raced) return { reportId: raced.id, duplicate: true }
    throw error
  }
}
