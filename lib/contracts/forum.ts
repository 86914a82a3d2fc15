import { z } from 'zod'
import { V } from '@/lib/contracts/account/validation'
import { ZCourseKey } from '@/lib/contracts/courses/api-params'
import { MAX_ROW_ID } from '../api/row-id'

/** Spec section 9: 6 threads and 2 comments a page. */
export const THREAD_PAGE_SIZE = 6
export const COMMENT_PAGE_SIZE = 2
export const TITLE_MAX = 200
export const TEXT_MAX = 20_000

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)
const id = z.coerce.number().int().positive().max(MAX_ROW_ID)
const optionalId = z.preprocess(blankToUndefined, id.optional())
const skip = z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(100_000).default(0))

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
})
export const ZDeleteThreadBody = z.object({ courseId: ZCourseKey, threadId: id })
export const ZCreateCommentBody = z.object({
  courseId: ZCourseKey,
  threadId: id,
  description: z.string().trim().min(1, V.required).max(TEXT_MAX, V.max(TEXT_MAX)),
})
export const ZDeleteCommentBody = z.object({ courseId: ZCourseKey, threadId: id, commentId: id })
