import type { Payload } from 'payload'
import { usesPostgres } from '../../../lib/runtime/database-url'
import { flatColumns, namedRows } from '../../lib/flat-rows'
import type { AssessmentAccommodation, AssessmentAttempt } from '../../payload-types'
import { accommodationsInCourse } from '../assessments/accommodations'
import { listCourseAttempts } from '../assessments/attempts'
import { findEnrolment } from './course-access'
import { markedLectureIds } from './progress'

/**
 * What a learner's course call reads of their own rows: enrolled or not, the lectures marked read, their attempts and
 * the accommodations staff recorded for them in the course (docs/decisions/035).
 */
export type TLearnerStanding = { enrolled: boolean; markedIds: number[]; attempts: AssessmentAttempt[]; accommodations: AssessmentAccommodation[] }

let statement: Promise<string> | undefined

/** The four reads as one PostgreSQL statement: one round trip and one backend execution instead of four. */
function standingStatement(payload: Payload): Promise<string> {
  statement ??= Promise.all([
    flatColumns(payload, 'course-enrolments'),
    flatColumns(payload, 'lecture-progress'),
    flatColumns(payload, 'assessment-attempts'),
    flatColumns(payload, 'assessment-accommodations'),
  ]).then(
    ([enrolments, marks, attempts, accommodations]) => {
      const mine = (table: typeof enrolments) => `${table.column('user')} = $1 AND ${table.column('course')} = $2`
      const rowsOf = (table: typeof enrolments) => `(SELECT coalesce(json_agg(row_to_json(mine)), '[]'::json) FROM (SELECT * FROM ${table.from} WHERE ${mine(table)}) AS mine)`
      return [
        `SELECT EXISTS (SELECT 1 FROM ${enrolments.from} WHERE ${mine(enrolments)}) AS enrolled,`,
        `(SELECT coalesce(json_agg(${marks.column('lecture')}), '[]'::json) FROM ${marks.from} WHERE ${mine(marks)}) AS marks,`,
        `${rowsOf(attempts)} AS attempts, ${rowsOf(accommodations)} AS accommodations`,
      ].join(' ')
    },
    (error) => {
      statement = undefined
      throw error
    },
  )
  return statement
}

/**
 * A learner's standing in one course: on PostgreSQL one statement (the course calls' enrolment check and progress
 * read three tables on every call, a quarter of the statements of the load benchmark; an assessment call a fourth,
 * the accommodations); on SQLite the four reads.
 * Read fresh on every call, like the reads it replaces: nothing of it is kept in memory.
 */
export async function learnerStanding(payload: Payload, userId: number, courseId: number): Promise<TLearnerStanding> {
  if (!usesPostgres()) {
    const [enrolment, markedIds, attempts, accommodations] = await Promise.all([
      findEnrolment(payload, userId, courseId),
      markedLectureIds(payload, userId, courseId),
      listCourseAttempts(payload, userId, courseId),
      accommodationsInCourse(payload, { user: userId, course: courseId }),
    ])
    return { enrolled: !!enrolment, markedIds, attempts, accommodations }
  }
  const [row] = await namedRows(payload, 'learner_standing', await standingStatement(payload), [userId, courseId])
  const [attempts, accommodations] = await Promise.all([flatColumns(payload, 'assessment-attempts'), flatColumns(payload, 'assessment-accommodations')])
  return {
    enrolled: row?.enrolled === true,
    markedIds: ((row?.marks as unknown[]) ?? []).map(Number),
    attempts: attempts.docs<AssessmentAttempt>((row?.attempts as Record<string, unknown>[]) ?? []),
    accommodations: accommodations.docs<AssessmentAccommodation>((row?.accommodations as Record<string, unknown>[]) ?? []),
  }
}
