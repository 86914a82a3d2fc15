import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'

/** The questions every course's feedback asks, each rated 1 to 5 stars (spec section 3 "Feedback": id, title). */
export const FEEDBACK_QUESTIONS = [
  { id: 'content', title: { id: 'Materi kursus relevan dan mudah dipahami', en: 'The course content was relevant and clear' } },
  { id: 'lecturer', title: { id: 'Pengajar menyampaikan materi dengan baik', en: 'The lecturers explained the topics well' } },
  { id: 'platform', title: { id: 'Platform belajar mudah digunakan', en: 'The learning platform was easy to use' } },
  { id: 'recommend', title: { id: 'Saya akan merekomendasikan kursus ini', en: 'I would recommend this course' } },
] as const

export type TFeedbackRating = { id: string; star: number }

export const feedbackQuestions = (locale: Locale) => FEEDBACK_QUESTIONS.map((question) => ({ id: question.id, title: question.title[locale] }))

export async function hasGivenFeedback(payload: Payload, userId: number, courseId: number): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'course-feedback',
    where: { and: [{ user: { equals: userId } }, { course: { equals: courseId } }] },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** Saves the learner's one feedback on a course; false when they gave it already (the unique index decides races). */
export async function saveFeedback(payload: Payload, input: { userId: number; courseId: number; rating: TFeedbackRating[]; others?: string }): Promise<boolean> {
  if (await hasGivenFeedback(payload, input.userId, input.courseId)) return false
  try {
    await payload.create({
      collection: 'course-feedback',
      data: { user: input.userId, course: input.courseId, rating: input.rating.map((row) => ({ question: row.id, star: row.star })), others: input.others || undefined },
      overrideAccess: true,
    })
    return true
  } catch (error) {
    if (await hasGivenFeedback(payload, input.userId, input.courseId)) return false
    throw error
  }
}
