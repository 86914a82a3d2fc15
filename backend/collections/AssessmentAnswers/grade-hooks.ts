import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'
import { isLocale } from '../../../lib/i18n/config'
import type { AssessmentAnswer, User } from '../../payload-types'
import { afterGrade, checkGrade, gradeFields } from '../../services/assessments/grading'
import { findAttempt } from '../../services/assessments/attempts'
import { assessmentMessage } from '../../services/assessments/messages'

const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

const gradeChanged = (data: Partial<AssessmentAnswer>, before: AssessmentAnswer | undefined) =>
  data.gradedPoints !== undefined && data.gradedPoints !== before?.gradedPoints

/**
 * Points entered in /admin go through the grading service's rules (an essay of a course the user teaches, a
 * submitted attempt, at most the question's points) and set the credit; the grade service's own writes pass
 * `context.grading` and skip this.
 */
export const checkAdminGrade: CollectionBeforeChangeHook<AssessmentAnswer> = async ({ data, originalDoc, req, operation, context }) => {
  if (operation !== 'update' || context.grading || !req.user || !gradeChanged(data, originalDoc)) return data
  const locale = isLocale(req.locale) ? req.locale : 'id'
  // A grade can be changed, not taken back: clearing it would leave the credit and the attempt's score behind.
  if (data.gradedPoints === null) throw new APIError(assessmentMessage('gradeRequired', locale), 400, null, true)
  const points = Number(data.gradedPoints)
  const check = await checkGrade(req, req.user as User, originalDoc ?? null, points)
  if (!check.ok) throw new APIError(assessmentMessage(check.message, locale, check.values), check.status, null, true)
  return { ...data, ...gradeFields(points, check.max, Number(req.user.id)) }
}

/**
 * The attempt scored again (with this row as saved, not yet committed) and the learner told. Decided from the
 * document alone, not from state the before-hook left in `context`: a bulk edit runs its documents in parallel on
 * one request, and nested local calls may replace `req.context` between the two hooks (CI lost a rescore that way).
 */
export const rescoreAfterAdminGrade: CollectionAfterChangeHook<AssessmentAnswer> = async ({ doc, previousDoc, req, operation, context }) => {
  if (operation !== 'update' || context.grading || !req.user || doc.kind !== 'essay' || !gradeChanged(doc, previousDoc)) return doc
  const attempt = await findAttempt(req.payload, idOf(doc.attempt))
  if (attempt) await afterGrade(req.payload, attempt, doc)
  return doc
}
