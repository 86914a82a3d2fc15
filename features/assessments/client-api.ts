'use client'
import type { TQuestionView } from '@/backend/services/assessments/question-view'
import type { TReview } from '@/backend/services/assessments/review'
import type { TGradeRow } from '@/backend/services/assessments/shapes'
import type { TGradingItem } from '@/backend/services/assessments/grading-queue'
import type { TAnalysable, TItemAnalysis } from '@/backend/services/assessments/item-analysis'
import { browserApi } from '@/lib/api/browser'
import type { TApiEnvelope } from '@/lib/api/client'
import type { Locale } from '@/lib/i18n/config'

export type TResult<T> = { ok: boolean; status: number; message: string; data: T | null }
export type TTarget = { courseId: number; type: 'quiz' | 'exam'; chapterId?: number }
export type THowToUse = {
  assessmentId: number
  type: 'quiz' | 'exam'
  title: string
  howToUse: { title: string; description: string }
  totalQuestion: number
  passingGrade: number
  weight: number
  timeLimitMinutes: number
  attemptsAllowed: number
  attemptsUsed: number
  inProgress: boolean
  lastResult: { score: number; passed: boolean } | null
  passed: boolean
}
/** A saved answer: the next number and that question itself (the browser asks for no other), or the result. */
export type TNext = { number: number; totalQuestion: number; finished: boolean; question?: TQuestionView | null; attemptId?: number; score?: number; passed?: boolean; awaitingGrading?: boolean }
export type TGradeDetail = TGradeRow & { attempts: { attemptId: number; number: number; startedAt: string; submittedAt: string | null; score: number | null; passed: boolean; awaitingGrading: boolean }[] }
export type TGrades = { courseId: number; slug: string; courseName: string; grades: TGradeRow[] }

async function send<T>(locale: Locale, method: 'get' | 'post', url: string, options: { params?: unknown; body?: unknown } = {}): Promise<TResult<T>> {
  const response = await browserApi(locale).request<TApiEnvelope<T>>({ method, url, params: options.params, data: options.body })
  // Spec section 7: interface-assignment-next answers 200 (next question) or 201 (submitted).
  const ok = (response.status === 200 || response.status === 201) && !!response.data?.success
  return { ok, status: response.status, message: response.data?.message ?? '', data: ok ? (response.data.data ?? null) : null }
}

/** The assessment calls the browser makes; the session cookie travels with them. */
export const assessmentApi = (locale: Locale) => ({
  validate: (target: TTarget) => send<{ status: boolean; resume: boolean }>(locale, 'get', `/online-course/interface-assignment/${target.type}-validation`, { params: target }),
  howToUse: (target: TTarget) => send<THowToUse>(locale, 'get', '/online-course/assignment/how-to-use', { params: target }),
  start: (target: TTarget) => send<TQuestionView>(locale, 'post', '/online-course/interface-assignment', { body: target }),
  question: (target: TTarget, number: number) => send<TQuestionView>(locale, 'get', '/online-course/interface-assignment', { params: { ...target, number } }),
  next: (target: TTarget, body: { attemptId: number; questionId: string; finish?: boolean } & Record<string, unknown>) => send<TNext>(locale, 'post', '/online-course/interface-assignment-next', { body: { ...target, ...body } }),
  review: (target: TTarget) => send<TReview>(locale, 'get', '/online-course/assignment-review', { params: target }),
  grades: (courseId: number) => send<TGrades>(locale, 'get', '/online-course/grade', { params: { courseId } }),
  gradeDetail: (courseId: number, assessmentId: number) => send<TGradeDetail>(locale, 'get', '/online-course/grade-detail', { params: { courseId, assessmentId } }),
  gradingQueue: () => send<{ items: TGradingItem[] }>(locale, 'get', '/online-course/grading-queue'),
  gradeEssay: (body: { answerId: number; points: number; feedback?: string }) => send<{ score: number; passed: boolean; awaitingGrading: boolean }>(locale, 'post', '/online-course/grading-queue/grade', { body }),
  analysable: () => send<{ assessments: TAnalysable[] }>(locale, 'get', '/online-course/item-analysis'),
  itemAnalysis: (assessmentId: number) => send<TItemAnalysis>(locale, 'get', '/online-course/item-analysis', { params: { assessmentId } }),
  markReviewed: (courseId: number, assessmentId: number) => send<{ isViewed: boolean }>(locale, 'post', '/online-course/grade-detail-reviewed', { body: { courseId, assessmentId } }),
})
