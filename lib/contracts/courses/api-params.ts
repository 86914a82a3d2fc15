import { z } from 'zod'
import { V } from '@/lib/contracts/account/validation'
import { COURSE_PAGE_SIZE } from './listing-options'
import { MAX_ROW_ID } from '../../api/row-id'

export { COURSE_PAGE_SIZE }

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

/** Spec section 7: the course listing takes skip and take (page size 3, section 9). */
export const ZCourseListingParams = z.object({
  skip: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(10_000).default(0)),
  take: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(24).default(COURSE_PAGE_SIZE)),
})

/** A course is named by its numeric id or by its slug (what the site's routes carry). */
export const ZCourseKey = z.union([z.number().int().positive().max(MAX_ROW_ID), z.string().trim().regex(/^[a-z0-9-]{1,120}$/, V.invalid)])

export const ZCourseQuery = z.object({ courseId: z.preprocess(blankToUndefined, ZCourseKey) })
export const ZLectureQuery = ZCourseQuery.extend({ lecturesId: z.coerce.number().int().positive(V.invalid) })
export const ZEnrollBody = z.object({ courseId: ZCourseKey })
export const ZMarkAsReadBody = z.object({ courseId: ZCourseKey, lecturesId: z.coerce.number().int().positive().max(MAX_ROW_ID) })
export const ZActivityQuery = z.object({ status: z.enum(['ongoing', 'completed']).default('ongoing') })
