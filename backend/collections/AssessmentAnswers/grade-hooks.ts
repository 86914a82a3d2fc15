import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'
import { isLocale } from '../../../lib/i18n/config'
import type { AssessmentAnswer, User } from '../../payload-types'
import { afterGrade, checkGrade, gradeFields } from '../../services/assessments/grading'
import { assessmentMessage } from '../../services/assessments/messages'

const gradeChanged = (data: Partial<AssessmentAnswer>, before: AssessmentAnswer | undefined) =>
  data.gradedPoints !== undefined && data.gradedPoints !== null && data.gradedPoints !== before?.gradedPoints

/**
 * Points entered in /admin go through the grading service's rules (an essay of a course the user teaches, a
 * submitted attempt, at most the question's points) and set the credit; the grade service's own writes pass
 * `context.grading` and skip this.
 */
export const checkAdminGrade: CollectionBeforeChangeHook<AssessmentAnswer> = async ({ data, originalDoc, req, operation, context }) => {
  if (operation !== 'update' || context.grading || !req.user || !gradeChanged(data, originalDoc)) return data
  const points = Number(data.gradedPoints)
  const check = await checkGrade(req, req.user as User, originalDoc ?? null, points)
  const locale = isLocale(req.locale) ? req.locale : 'id'
  if (!check.ok) throw new APIError(assessmentMessage(check.message, locale, check.values), check.status, null, true)
  context.gradedAttempt = check.attempt
  return { ...data, ...gradeFields(points, check.max, Number(req.user.id)) }
}

/** The attempt scored again (with this row as saved, not yet committed) and the learner told. */
export const rescoreAfterAdminGrade: CollectionAfterChangeHook<AssessmentAnswer> = async ({ doc, req, context }) => {
  const attempt = context.gradedAttempt as Parameters<typeof afterGrade>[1] | undefined
  if (!attempt || context.grading) return doc
  await afterGrade(req.payload, attempt, doc)
  return doc
}
