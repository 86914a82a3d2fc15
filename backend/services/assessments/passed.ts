import type { Payload } from 'payload'
import type { TAssessmentResults } from '../courses/progress'
import { closeIfExpired } from './attempts'

const idOf = (value: number | { id: number } | null | undefined) => (typeof value === 'object' && value ? value.id : (value ?? 0))

/** Quiz lectures and the final exam a learner passed in one course; attempts past their deadline are closed first. */
export async function passedInCourse(payload: Payload, userId: number, courseId: number): Promise<TAssessmentResults> {
  const [{ docs: banks }, { docs: attempts }] = await Promise.all([
    payload.find({ collection: 'assessments', where: { course: { equals: courseId } }, depth: 0, limit: 0, pagination: false, overrideAccess: true }),
    payload.find({ collection: 'assessment-attempts', where: { and: [{ user: { equals: userId } }, { course: { equals: courseId } }] }, depth: 0, limit: 0, pagination: false, overrideAccess: true }),
  ])
  const bankById = new Map(banks.map((bank) => [bank.id, bank]))
  const expired = await Promise.all(attempts.map((attempt) => (bankById.has(idOf(attempt.assessment)) ? closeIfExpired(payload, attempt, bankById.get(idOf(attempt.assessment))!) : false)))
  const rows = expired.some(Boolean)
    ? (await payload.find({ collection: 'assessment-attempts', where: { and: [{ user: { equals: userId } }, { course: { equals: courseId } }] }, depth: 0, limit: 0, pagination: false, overrideAccess: true })).docs
    : attempts
  const passedBanks = rows.filter((attempt) => attempt.passed && attempt.submittedAt).map((attempt) => bankById.get(idOf(attempt.assessment))).filter((bank) => !!bank)
  return {
    passedQuizLectureIds: [...new Set(passedBanks.filter((bank) => bank.kind === 'quiz').map((bank) => idOf(bank.lecture)))],
    finalExamPassed: passedBanks.some((bank) => bank.kind === 'exam'),
  }
}
