import { z } from 'zod'
import { ZCourseKey } from '@/lib/contracts/courses/api-params'
import { MAX_ROW_ID } from '../api/row-id'

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)
const optionalId = z.preprocess(blankToUndefined, z.coerce.number().int().positive().max(MAX_ROW_ID).optional())

/** Which bank a call is about: a course's quiz (by chapter, optionally the lecture) or its final exam. */
export const ZAssessmentTarget = z.object({
  courseId: z.preprocess(blankToUndefined, ZCourseKey),
  type: z.enum(['quiz', 'exam']).default('quiz'),
  chapterId: optionalId,
  lecturesId: optionalId,
})
export const ZQuestionQuery = ZAssessmentTarget.extend({ number: z.coerce.number().int().min(1).max(500).default(1) })
export const ZReviewQuery = ZAssessmentTarget.extend({ attemptId: optionalId })
export const ZNextBody = ZAssessmentTarget.extend({
  attemptId: z.coerce.number().int().positive().max(MAX_ROW_ID),
  questionId: z.string().trim().min(1).max(64),
  choices: z.array(z.string().trim().min(1).max(64)).max(20),
  finish: z.boolean().default(false),
})
export const ZGradeQuery = z.object({ courseId: z.preprocess(blankToUndefined, ZCourseKey) })
export const ZGradeDetailQuery = ZGradeQuery.extend({ assessmentId: z.coerce.number().int().positive().max(MAX_ROW_ID) })
export const ZGradeReviewedBody = z.object({ courseId: ZCourseKey, assessmentId: z.coerce.number().int().positive().max(MAX_ROW_ID) })
