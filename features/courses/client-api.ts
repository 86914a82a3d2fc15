'use client'
import type { TEnrolValidation } from '@/backend/services/courses/enroll-learner'
import type { TCourseProgress } from '@/backend/services/courses/progress'
import { lazyBrowserApi } from '@/lib/api/browser-lazy'
import type { TApiEnvelope } from '@/lib/api/client'
import type { Locale } from '@/lib/i18n/config'
import type { TCourseMenu } from './types'

export type TResult<T> = { ok: boolean; status: number; message: string; data: T | null }

async function send<T>(locale: Locale, method: 'get' | 'post', url: string, options: { params?: unknown; body?: unknown } = {}): Promise<TResult<T>> {
  const response = await (await lazyBrowserApi(locale)).request<TApiEnvelope<T>>({ method, url, params: options.params, data: options.body })
  const ok = response.status === 200 && !!response.data?.success
  return { ok, status: response.status, message: response.data?.message ?? '', data: ok ? (response.data.data ?? null) : null }
}

/** The course calls the browser makes (same origin; the HttpOnly session cookie travels with them). */
export const courseApi = (locale: Locale) => ({
  validateEnrolment: (courseId: number) => send<TEnrolValidation>(locale, 'get', '/online-course/enroll-validation', { params: { courseId } }),
  enrol: (courseId: number) => send<{ status: boolean }>(locale, 'post', '/online-course/enroll', { body: { courseId } }),
  menu: (courseId: number | string) => send<TCourseMenu>(locale, 'get', '/online-course/course-interface/menu', { params: { courseId } }),
  markAsRead: (courseId: number, lecturesId: number) =>
    send<{ markAsRead: boolean; progress: TCourseProgress }>(locale, 'post', '/online-course/mark-as-read', { body: { courseId, lecturesId } }),
})
