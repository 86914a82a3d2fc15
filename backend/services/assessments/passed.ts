import type { Payload } from 'payload'
import type { Assessment, AssessmentAttempt } from '../../payload-types'
import { listCourseAttempts, withExpiredClosed } from './attempts'
import { listCourseBanks } from './find-assessment'
import { idOf } from '../../lib/relation-id'

/**
 * What a learner passed in one course: the quiz lectures and whether the final exam; and the quiz lectures with
 * any submitted attempt, passed or not (what a course without "passed quiz completes its lecture" counts).
 */
export type TAssessmentResults = { passedQuizLectureIds: number[]; finalExamPassed: boolean; submittedQuizLectureIds?: number[] }


type TBankKind = Pick<Assessment, 'id' | 'kind' | 'lecture'>

/** Pure: the quiz lectures and final exam passed, from one learner's attempts (the course report reads many at once). */
export function resultsFromAttempts(banks: TBankKind[], attempts: AssessmentAttempt[]): TAssessmentResults {
  const bankById = new Map(banks.map((bank) => [bank.id, bank]))
  const submittedQuizBanks = attempts.filter((attempt) => attempt.submittedAt).map((attempt) => bankById.get(idOf(attempt.assessment))).filter((bank) => bank?.kind === 'quiz')
  const passedBanks = attempts.filter((attempt) => attempt.passed && attempt.submittedAt).map((attempt) => bankById.get(idOf(attempt.assessment))).filter((bank) => !!bank)
  return {
    passedQuizLectureIds: [...new Set(passedBanks.filter((bank) => bank.kind === 'quiz').map((bank) => idOf(bank.lecture)))],
    finalExamPassed: passedBanks.some((bank) => bank.kind === 'exam'),
    submittedQuizLectureIds: [...new Set(submittedQuizBanks.map((bank) => idOf(bank?.lecture)))],
  }
}

/** Quiz lectures and the final exam a learner passed in one course; attempts past their deadline are closed first. */
export async function passedInCourse(payload: Payload, userId: number, courseId: number, readAttempts?: AssessmentAttempt[]): Promise<TAssessmentResults> {
  // Only what tells passed banks apart; the whole bank is read when an expired attempt has to be scored.
  // `readAttempts`: the learner's attempts in the course, read by the caller just now (courses/learner-standing.ts).
  const [banks, attempts] = await Promise.all([listCourseBanks(payload, courseId), readAttempts ?? listCourseAttempts(payload, userId, courseId)])
  const bankIds = new Set(banks.map((bank) => bank.id))
  const readBank = (attempt: AssessmentAttempt) =>
    bankIds.has(idOf(attempt.assessment)) ? payload.findByID({ collection: 'assessments', id: idOf(attempt.assessment), depth: 0, overrideAccess: true }) : undefined
  const rows = await withExpiredClosed(payload, attempts, readBank, () => listCourseAttempts(payload, userId, courseId))
  return resultsFromAttempts(banks, rows)
}
