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
const ZItemId = z.string().trim().min(1).max(64)
/** The longest essay or short answer kept. */
export const MAX_ANSWER_TEXT = 10_000
/**
 * One answer: `choices` (option ids) for single, multiple and true/false, as before; `order` (item ids, first to
 * last) for ordering; `matches` (prompt id -> chosen match id) for matching; `text` for short answer and essay;
 * `value` for numerical. Which one a question needs is checked against its kind by the server.
 */
export const ZNextBody = ZAssessmentTarget.extend({
  attemptId: z.coerce.number().int().positive().max(MAX_ROW_ID),
  questionId: ZItemId,
  choices: z.array(ZItemId).max(20).default([]),
  order: z.array(ZItemId).max(50).optional(),
  matches: z.record(ZItemId, ZItemId).optional(),
  text: z.string().max(MAX_ANSWER_TEXT).optional(),
  value: z.number().finite().nullable().optional(),
  finish: z.boolean().default(false),
})
export const ZGradeQuery = z.object({ courseId: z.preprocess(blankToUndefined, ZCourseKey) })
export const ZGradeDetailQuery = ZGradeQuery.extend({ assessmentId: z.coerce.number().int().positive().max(MAX_ROW_ID) })
export const ZGradeReviewedBody = z.object({ courseId: ZCourseKey, assessmentId: z.coerce.number().int().positive().max(MAX_ROW_ID) })
/** The lecturer's grading queue: every course they teach, or one. */
export const ZGradingQueueQuery = z.object({ courseId: optionalId })
export const MAX_FEEDBACK = 5_000
export const ZGradeEssayBody = z.object({
  answerId: z.coerce.number().int().positive().max(MAX_ROW_ID),
  points: z.coerce.number().finite().min(0).max(100),
  feedback: z.string().trim().max(MAX_FEEDBACK).optional(),
})
/** Item analysis: without an assessment, the list of those the lecturer may analyse. */
export const ZItemAnalysisQuery = z.object({ assessmentId: optionalId })
