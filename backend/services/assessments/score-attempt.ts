import type { Payload } from 'payload'
import type { Assessment, AssessmentAnswer, AssessmentAttempt } from '../../payload-types'
import { answerRowsOf } from './answers'
import { scoringQuestions, type TPlacedQuestion } from './draw'
import { creditOf, pointsOf, scoreOf, type TResponse } from './question-kinds'

export type TAttemptScore = { score: number; passed: boolean; awaitingGrading: boolean; credits: Map<string, number | null> }

/**
 * An attempt's result from its answers: each answered question's credit (an essay keeps the lecturer's grade, or
 * none), the score over all drawn questions (unanswered ones earn 0), and, while an answered essay is ungraded,
 * awaitingGrading with passed false: the score does not count until the lecturer grades it.
 */
export function scorePlaced(placed: TPlacedQuestion[], rows: Map<string, Pick<AssessmentAnswer, 'choices' | 'credit' | 'gradedAt'>>, passingGrade: number): TAttemptScore {
  const credits = new Map<string, number | null>()
  let awaitingGrading = false
  const items = placed.map(({ question }) => {
    const id = question.id ?? ''
    const row = rows.get(id)
    let credit: number | null = null
    if (row) {
      credit = question.kind === 'essay' ? (row.gradedAt ? (row.credit ?? 0) : null) : creditOf(question, (row.choices ?? []) as TResponse)
      if (question.kind === 'essay' && credit === null) awaitingGrading = true
      credits.set(id, credit)
    }
    return { points: pointsOf(question), credit }
  })
  const score = placed.length ? scoreOf(items) : 0
  return { score, passed: !awaitingGrading && placed.length > 0 && score >= passingGrade, awaitingGrading, credits }
}

/** `saving`: an answer row being written in a transaction not yet visible to this read (the /admin grade). */
export async function scoreAttempt(payload: Payload, attempt: Pick<AssessmentAttempt, 'id' | 'draw'>, assessment: Assessment, saving?: AssessmentAnswer): Promise<TAttemptScore> {
  const [placed, rows] = await Promise.all([scoringQuestions(payload, assessment, attempt), answerRowsOf(payload, attempt.id)])
  if (saving) rows.set(saving.questionId, saving)
  return scorePlaced(placed, rows, assessment.passingGrade)
}
