import type { Payload } from 'payload'
import type { Cp3PProgramme } from '../../payload-types'

export type TCp3pFeedbackForm = { questions: { id: string; title: string }[]; submitted: boolean; ratings: { id: string; star: number }[]; others: string }

export async function feedbackForm(payload: Payload, userId: number, programme: Cp3PProgramme): Promise<TCp3pFeedbackForm> {
  const { docs } = await payload.find({
    collection: 'cp3p-feedback',
    where: { and: [{ user: { equals: userId } }, { programme: { equals: programme.id } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const saved = docs[0]
  return {
    questions: (programme.feedbackQuestions ?? []).map((row) => ({ id: row.id ?? '', title: row.title })),
    submitted: !!saved,
    ratings: (saved?.ratings as { id: string; star: number }[] | undefined) ?? [],
    others: saved?.others ?? '',
  }
}

/** Saves feedback once per learner and programme (the unique index decides a race); false when already sent. */
export async function postFeedback(payload: Payload, userId: number, programme: Cp3PProgramme, ratings: { id: string; star: number }[], others: string): Promise<boolean> {
  const known = new Set((programme.feedbackQuestions ?? []).map((row) => row.id))
  const kept = ratings.filter((row) => known.has(row.id))
  try {
    await payload.create({ collection: 'cp3p-feedback', data: { user: userId, programme: programme.id, ratings: kept, others }, overrideAccess: true })
    return true
  } catch {
    return false
  }
}
