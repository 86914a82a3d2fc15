import { z } from 'zod'
import { V } from '@/lib/contracts/account/validation'
import { ZCourseKey } from '@/lib/contracts/courses/api-params'
import { MAX_ROW_ID } from '../api/row-id'

/** Spec section 9: 6 threads and 2 comments a page. */
export const THREAD_PAGE_SIZE = 6
export const COMMENT_PAGE_SIZE = 2
export const TITLE_MAX = 200
export const TEXT_MAX = 20_000
export const REPORT_REASON_MAX = 500

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)
const id = z.coerce.number().int().positive().max(MAX_ROW_ID)
const optionalId = z.preprocess(blankToUndefined, id.optional())
const skip = z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(100_000).default(0))

/** The members a post mentions (their ids; the text carries "@Full Name"); each is told (docs/decisions/044). */
export const MENTIONS_MAX = 10
const mentions = z.array(id).max(MENTIONS_MAX).optional()

export const ZForumCourseQuery = z.object({ courseId: z.preprocess(blankToUndefined, ZCourseKey) })
export const ZThreadListQuery = ZForumCourseQuery.extend({
  chapterId: optionalId,
  filterChapter: optionalId,
  search: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  sortBy: z.preprocess(blankToUndefined, z.enum(['newest', 'oldest', 'title']).default('newest')),
  skip,
  take: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(24).default(THREAD_PAGE_SIZE)),
})
export const ZThreadQuery = ZForumCourseQuery.extend({ threadId: id })
export const ZCommentListQuery = ZThreadQuery.extend({
  skip,
  take: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(24).default(COMMENT_PAGE_SIZE)),
  sortBy: z.preprocess(blankToUndefined, z.enum(['newest', 'oldest']).default('oldest')),
})
export const ZSubchapterQuery = ZForumCourseQuery.extend({ chapterId: id })

export const ZCreateThreadBody = z.object({
  courseId: ZCourseKey,
  chapterId: id,
  subchapterId: z.preprocess(blankToUndefined, id.nullable().optional()),
  title: z.string().trim().min(1, V.required).max(TITLE_MAX, V.max(TITLE_MAX)),
  description: z.string().trim().min(1, V.required).max(TEXT_MAX, V.max(TEXT_MAX)),
  mentions,
})
export const ZDeleteThreadBody = z.object({ courseId: ZCourseKey, threadId: id })
export const ZCreateCommentBody = z.object({
  courseId: ZCourseKey,
  threadId: id,
  description: z.string().trim().min(1, V.required).max(TEXT_MAX, V.max(TEXT_MAX)),
  mentions,
})
export const ZDeleteCommentBody = z.object({ courseId: ZCourseKey, threadId: id, commentId: id })

/** A report names the thread, and the comment when a reply is reported (docs/decisions/041). */
export const ZReportBody = z.object({
  courseId: ZCourseKey,
  threadId: id,
  commentId: z.preprocess(blankToUndefined, id.optional()),
  reason: z.string().trim().min(1, V.required).max(REPORT_REASON_MAX, V.max(REPORT_REASON_MAX)),
})
export const MODERATION_ACTIONS = ['hide', 'restore', 'pin', 'unpin', 'lock', 'unlock', 'endorse', 'unendorse'] as const
export type TModerationAction = (typeof MODERATION_ACTIONS)[number]
export const ZModerateBody = z.object({ courseId: ZCourseKey, threadId: id, commentId: z.preprocess(blankToUndefined, id.optional()), action: z.enum(MODERATION_ACTIONS) })
export const ZModerationQueueQuery = z.object({ courseId: z.preprocess(blankToUndefined, id.optional()) })

/** GET /online-course/discussion/moderation-queue: the open reports of the courses the caller moderates. */
export type TModerationReport = {
  reportId: number
  reason: string
  date: string
  reporter: string
  course: { courseId: number; slug: string; name: string }
  threadId: number
  threadTitle: string
  commentId: number | null
  excerpt: string
  hidden: boolean
}
export type TModerationQueue = { reports: TModerationReport[]; total: number }

/** Follow (or stop following) a thread, or, without a thread, every discussion of the course (docs/decisions/044). */
export const ZSubscriptionBody = z.object({ courseId: ZCourseKey, threadId: z.preprocess(blankToUndefined, id.optional()), follow: z.boolean() })
/** Why the member gets a thread's posts: they wrote it, replied in it, follow it, or follow the whole course. */
export const FOLLOW_REASONS = ['author', 'replied', 'thread', 'course'] as const
export type TFollowReason = (typeof FOLLOW_REASONS)[number]
export type TSubscription = { following: boolean; reason: TFollowReason | null }

/** GET /online-course/discussion/mention-candidates: who may be mentioned (the course's staff and its forum's posters). */
export const ZMentionQuery = ZForumCourseQuery.extend({ search: z.preprocess(blankToUndefined, z.string().trim().max(60).optional()) })
export type TMentionCandidate = { userId: number; name: string }
