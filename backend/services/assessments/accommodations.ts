import type { Payload } from 'payload'
import { flatQuery } from '../../lib/flat-rows'
import type { Assessment, AssessmentAccommodation } from '../../payload-types'
import { idOf } from '../../lib/relation-id'

/**
 * Time and attempt accommodations (WCAG 2.2.1 Timing Adjustable; docs/decisions/035). Staff record them in the
 * assessment-accommodations collection, for one quiz or exam or for every assessment of a course; the learner's
 * calls take the assessment with these limits applied, so the deadline stored on a new attempt and the attempt
 * count checked at start already include them (backend/services/assessments/attempts.ts).
 */
export type TEffectiveLimits = { timeLimitMinutes: number; attemptsAllowed: number; accommodated: boolean }
type TRow = Pick<AssessmentAccommodation, 'assessment' | 'extraMinutes' | 'timeMultiplier' | 'extraAttempts'>


/** A learner's accommodation rows in one course (for one of its banks or for all of them). */
export const accommodationsInCourse = flatQuery<AssessmentAccommodation, { user: number; course: number }>('accommodations_in_course', 'assessment-accommodations', (table, { and, eq }, param) => ({
  where: and(eq(table.user as never, param('user')), eq(table.course as never, param('course'))),
}))

/** The most generous value the rows give for one field, or undefined when none of them sets it. */
function mostGenerous(rows: TRow[], field: 'extraMinutes' | 'timeMultiplier' | 'extraAttempts'): number | undefined {
  const values = rows.map((row) => row[field]).filter((value): value is number => typeof value === 'number')
  return values.length ? Math.max(...values) : undefined
}

/**
 * Pure: the limits one assessment has for one learner, given their accommodation rows in its course.
 * - Field by field, a row naming this assessment wins over a course-wide row (no assessment); a field the
 *   assessment row leaves empty falls back to the course-wide value. Rows for other assessments are ignored.
 * - Several rows at the same level: the most generous value of each field.
 * - Time: the limit times the multiplier, plus the extra minutes (both may be set), rounded up to a whole minute.
 * - Attempts: the allowed attempts plus the extra ones.
 */
export function combineLimits(assessment: Pick<Assessment, 'id' | 'timeLimitMinutes' | 'attemptsAllowed'>, rows: TRow[]): TEffectiveLimits {
  const own = rows.filter((row) => idOf(row.assessment) === assessment.id)
  const course = rows.filter((row) => !row.assessment)
  const pick = (field: 'extraMinutes' | 'timeMultiplier' | 'extraAttempts') => mostGenerous(own, field) ?? mostGenerous(course, field)
  const multiplier = Math.max(1, pick('timeMultiplier') ?? 1)
  const extraMinutes = Math.max(0, pick('extraMinutes') ?? 0)
  const extraAttempts = Math.max(0, Math.floor(pick('extraAttempts') ?? 0))
  const timeLimitMinutes = Math.ceil(assessment.timeLimitMinutes * multiplier + extraMinutes)
  const attemptsAllowed = assessment.attemptsAllowed + extraAttempts
  return { timeLimitMinutes, attemptsAllowed, accommodated: timeLimitMinutes !== assessment.timeLimitMinutes || attemptsAllowed !== assessment.attemptsAllowed }
}

/** The time limit and attempts allowed a learner has at an assessment, accommodations included (one indexed query). */
export async function effectiveLimits(payload: Payload, userId: number, assessment: Assessment): Promise<TEffectiveLimits> {
  const courseId = idOf(assessment.course)
  const rows = courseId ? await accommodationsInCourse(payload, { user: userId, course: courseId }) : []
  return combineLimits(assessment, rows)
}

/**
 * The assessment as this learner takes it: a copy with their time limit and attempts allowed, so starting an
 * attempt (its stored deadline), the attempts-left check and the how-to-use page all use them. The cached bank
 * itself is never changed. `rowsInCourse`: the learner's rows in the bank's course, read by the caller just now
 * (courses/learner-standing.ts), else read here.
 */
export async function withAccommodations(payload: Payload, userId: number, assessment: Assessment, rowsInCourse?: TRow[]): Promise<Assessment> {
  return applyLimits(assessment, rowsInCourse ? combineLimits(assessment, rowsInCourse) : await effectiveLimits(payload, userId, assessment))
}

const applyLimits = (assessment: Assessment, limits: TEffectiveLimits): Assessment =>
  limits.accommodated ? { ...assessment, timeLimitMinutes: limits.timeLimitMinutes, attemptsAllowed: limits.attemptsAllowed } : assessment

/** withAccommodations for every bank of one course at once: one query for the learner's rows in the course. */
export async function withCourseAccommodations(payload: Payload, userId: number, courseId: number, banks: Assessment[]): Promise<Assessment[]> {
  const rows = banks.length ? await accommodationsInCourse(payload, { user: userId, course: courseId }) : []
  return banks.map((bank) => applyLimits(bank, combineLimits(bank, rows)))
}
