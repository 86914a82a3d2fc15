'use client'
import type { TResult } from '@/features/account/client-api'
import { browserApi } from '@/lib/api/browser'
import type { TApiEnvelope } from '@/lib/api/client'
import type { Locale } from '@/lib/i18n/config'

async function send<T>(locale: Locale, method: 'get' | 'post', url: string, data?: unknown): Promise<TResult<T>> {
  const response = await browserApi(locale).request<TApiEnvelope<T>>({ method, url, data })
  const ok = response.status === 200 && !!response.data?.success
  return { ok, status: response.status, message: response.data?.message ?? '', data: ok ? (response.data.data ?? null) : null }
}

/** The spec's cp3p calls from the browser (same origin; the HttpOnly session cookie travels with them). */
export const cp3pApi = (locale: Locale) => ({
  register: (courseId: number) => send<{ courseId: number; slug: string }>(locale, 'post', '/cp3p/public-course/registration', { courseId }),
  inhouse: (body: unknown) => send<null>(locale, 'post', '/cp3p/certification/registration', body),
  markAsRead: (courseId: number, lecturesId: string) => send<{ status: boolean; message: string }>(locale, 'post', '/cp3p/lms/interface-mark-as-read', { courseId, lecturesId }),
  feedback: (courseId: number, rating: { id: string; star: number }[], others: string) =>
    send<{ status: boolean; message: string }>(locale, 'post', '/cp3p/lms/feedback-post', { courseId, rating, others }),
  submitProof: (courseId: number, file: File) => {
    const form = new FormData()
    form.append('file', file)
    return send<{ paidStatus: string }>(locale, 'post', `/cp3p/public-course/payment-confirmation-submit?courseId=${courseId}`, form)
  },
})
