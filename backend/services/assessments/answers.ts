import type { Payload } from 'payload'
import { drizzleTable, flatQuery, upsertFlat } from '../../lib/flat-rows'
import type { AssessmentAnswer } from '../../payload-types'
import type { TQuestionKind, TResponse } from './question-kinds'

const answersOfAttempt = flatQuery<AssessmentAnswer, { attempt: number }>('answers_of_attempt', 'assessment-answers', (table, { eq }, param) => ({
  where: eq(table.attempt as never, param('attempt')),
}))

/** An attempt's answer rows by question id. */
export async function answerRowsOf(payload: Payload, attemptId: number): Promise<Map<string, AssessmentAnswer>> {
  return new Map((await answersOfAttempt(payload, { attempt: attemptId })).map((doc) => [doc.questionId, doc]))
}

/** An attempt's responses by question id. */
export async function answersOf(payload: Payload, attemptId: number): Promise<Map<string, TResponse>> {
  return new Map([...(await answerRowsOf(payload, attemptId))].map(([id, doc]) => [id, (doc.choices ?? []) as TResponse]))
}

/**
 * Saves (or replaces) the response to one question in one INSERT ... ON CONFLICT DO UPDATE: the unique
 * (attempt, question) index keeps one row, also when the same answer is sent twice at once.
 */
export async function saveAnswer(payload: Payload, attemptId: number, questionId: string, response: TResponse, kind: TQuestionKind): Promise<void> {
  await upsertFlat(payload, 'assessment-answers', { attempt: attemptId, questionId, choices: response, kind }, ['attempt', 'questionId'], { choices: response, kind })
}

/**
 * Stores each answer's credit once its attempt is closed (null for an essay until it is graded): one UPDATE for all
 * of them (a CASE on the question id), where one per answer took a statement per question on every submit.
 */
export async function writeCredits(payload: Payload, attemptId: number, credits: Map<string, number | null>): Promise<void> {
  if (!credits.size) return
  const { db, table, ops } = await drizzleTable(payload, 'assessment_answers')
  const { and, eq, inArray, sql } = ops
  const questionId = table.questionId as never
  const cases = [...credits].map(([id, credit]) => sql`WHEN ${id} THEN CAST(${credit} AS NUMERIC)`)
  await db
    .update(table)
    .set({ credit: sql`CASE ${questionId} ${sql.join(cases, sql` `)} END`, updatedAt: new Date().toISOString() })
    .where(and(eq(table.attempt as never, attemptId), inArray(questionId, [...credits.keys()])))
}
