import type { Payload } from 'payload'
import { usesPostgres } from '../../../lib/runtime/database-url'
import { flatColumns, namedRows } from '../../lib/flat-rows'
import type { AssessmentAttempt } from '../../payload-types'
import { listCourseAttempts } from '../assessments/attempts'
import { findEnrolment } from './course-access'
import { markedLectureIds } from './progress'

/** What a learner's course call reads of their own rows: enrolled or not, the lectures marked read, their attempts. */
export type TLearnerStanding = { enrolled: boolean; markedIds: number[]; attempts: AssessmentAttempt[] }

let statement: Promise<string> | undefined

/** The three reads as one PostgreSQL statement: one round trip and one backend execution instead of three. */
function standingStatement(payload: Payload): Promise<string> {
  statement ??= Promise.all([flatColumns(payload, 'course-enrolments'), flatColumns(payload, 'lecture-progress'), flatColumns(payload, 'assessment-attempts')]).then(
    ([enrolments, marks, attempts]) => {
      const mine = (table: typeof enrolments) => `${table.column('user')} = $1 AND ${table.column('course')} = $2`
      return [
        `SELECT EXISTS (SELECT 1 FROM ${enrolments.from} WHERE ${mine(enrolments)}) AS enrolled,`,
        `(SELECT coalesce(json_agg(${marks.column('lecture')}), '[]'::json) FROM ${marks.from} WHERE ${mine(marks)}) AS marks,`,
        `(SELECT coalesce(json_agg(row_to_json(mine)), '[]'::json) FROM (SELECT * FROM ${attempts.from} WHERE ${mine(attempts)}) AS mine) AS attempts`,
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
 * read three tables on every call, a quarter of the statements of the load benchmark); on SQLite the three reads.
 * Read fresh on every call, like the reads it replaces: nothing of it is kept in memory.
 */
export async function learnerStanding(payload: Payload, userId: number, courseId: number): Promise<TLearnerStanding> {
  if (!usesPostgres()) {
    const [enrolment, markedIds, attempts] = await Promise.all([findEnrolment(payload, userId, courseId), markedLectureIds(payload, userId, courseId), listCourseAttempts(payload, userId, courseId)])
    return { enrolled: !!enrolment, markedIds, attempts }
  }
  const [row] = await namedRows(payload, 'learner_standing', await standingStatement(payload), [userId, courseId])
  const attempts = await flatColumns(payload, 'assessment-attempts')
  return {
    enrolled: row?.enrolled === true,
    markedIds: ((row?.marks as unknown[]) ?? []).map(Number),
    attempts: attempts.docs<AssessmentAttempt>((row?.attempts as Record<string, unknown>[]) ?? []),
  }
}
