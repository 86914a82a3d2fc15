import { z } from 'zod'
import { MAX_ROW_ID } from '../../../lib/api/row-id'

/** courseId is the programme's numeric id or its slug (pages carry the slug). */
export const ZCourseId = z.object({ courseId: z.string().trim().min(1).max(120) })
export const ZCurrency = z.object({ currency: z.enum(['IDR', 'USD']).optional() })
export const ZLectureQuery = ZCourseId.extend({ lecturesId: z.string().trim().min(1).max(64) })
export const ZRegistrationBody = z.object({ courseId: z.union([z.string().trim().min(1).max(120), z.number().int().positive().max(MAX_ROW_ID)]) })
export const ZMarkAsRead = z.object({
  accountId: z.number().int().optional(),
  courseId: z.union([z.string().trim().min(1).max(120), z.number().int().positive().max(MAX_ROW_ID)]),
  lecturesId: z.string().trim().min(1).max(64),
})
export const ZFeedbackPost = z.object({
  accountId: z.number().int().optional(),
  courseId: z.union([z.string().trim().min(1).max(120), z.number().int().positive().max(MAX_ROW_ID)]),
  rating: z.array(z.object({ id: z.string().min(1).max(64), star: z.number().int().min(1).max(5) })).min(1).max(50),
  others: z.string().max(2000).default(''),
})
export const ZInhouseRequest = z.object({
  fullName: z.string().trim().min(1).max(120),
  email: z.string().trim().email().max(200),
  phoneNumber: z.string().trim().min(6).max(20).regex(/^[0-9+()\s-]+$/),
  company: z.string().trim().min(1).max(200),
  estimatedParticipants: z.number().int().min(1).max(10000),
  expectedDate: z.string().trim().max(100).default(''),
  purpose: z.string().trim().min(1).max(2000),
})
