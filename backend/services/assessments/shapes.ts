import type { Assessment, AssessmentAttempt } from '../../payload-types'

export type TGradeRow = {
  assessmentId: number
  type: Assessment['kind']
  assignment: string
  chapterId: number | null
  attempt: number
  attemptsAllowed: number
  higestScore: number
  highscoreAttempt: number
  score: number
  passingGrade: number
  weight: number
  /** pending: an attempt waits for an essay grade and none has passed yet. */
  status: 'pass' | 'not-pass' | 'pending'
  isViewed: boolean
}

/** Spec section 3 "Grade detail" from a learner's attempts at one bank. */
export function toGradeRow(assessment: Assessment, attempts: AssessmentAttempt[], chapterId: number | null): TGradeRow {
  const closed = attempts.filter((attempt) => attempt.submittedAt)
  // An attempt awaiting an essay grade does not count until it is graded.
  const submitted = closed.filter((attempt) => !attempt.awaitingGrading)
  const best = submitted.reduce<AssessmentAttempt | null>((top, attempt) => (!top || (attempt.score ?? 0) > (top.score ?? 0) ? attempt : top), null)
  const last = submitted[submitted.length - 1]
  return {
    assessmentId: assessment.id,
    type: assessment.kind,
    assignment: assessment.title,
    chapterId,
    attempt: attempts.length,
    attemptsAllowed: assessment.attemptsAllowed,
    higestScore: best?.score ?? 0,
    highscoreAttempt: best?.number ?? 0,
    score: last?.score ?? 0,
    passingGrade: assessment.passingGrade,
    weight: assessment.weight,
    status: submitted.some((attempt) => attempt.passed) ? 'pass' : closed.some((attempt) => attempt.awaitingGrading) ? 'pending' : 'not-pass',
    isViewed: closed.length > 0 && closed.every((attempt) => attempt.reviewed),
  }
}
