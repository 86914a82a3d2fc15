import { titleSlug } from '@/lib/format/slug'
import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'

export type TAssessmentStep = 'intro' | 'detail' | 'review'
export type TAssessmentPlace = { type: 'quiz' | 'exam'; slug: string; title: string; chapterId?: number }

const QUIZ = { intro: '/online-course/quiz/[slug]/[chapterId]/[title]', detail: '/online-course/quiz-detail/[slug]/[chapterId]/[title]', review: '/online-course/quiz-review/[slug]/[chapterId]/[title]' } as const
const EXAM = { intro: '/online-course/exam/[slug]/[title]', detail: '/online-course/exam-detail/[slug]/[title]', review: '/online-course/exam-review/[slug]/[title]' } as const

/** Links between a quiz's (or the exam's) intro, taking and review pages (spec section 2). */
export function assessmentHref(locale: Locale, step: TAssessmentStep, place: TAssessmentPlace): string {
  const title = titleSlug(place.title) || place.type
  if (place.type === 'exam') return buildPath(EXAM[step], locale, { slug: place.slug, title })
  return buildPath(QUIZ[step], locale, { slug: place.slug, chapterId: String(place.chapterId ?? 0), title })
}
