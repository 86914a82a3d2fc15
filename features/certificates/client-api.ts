'use client'
import { browserApi } from '@/lib/api/browser'
import type { TApiEnvelope } from '@/lib/api/client'
import type { Locale } from '@/lib/i18n/config'
import type { TFeedbackBody } from '@/lib/contracts/certificates'
import type { TLearnerCertificate, TUserFeedback, TVerificationAnswer } from './types'

export type TResult<T> = { ok: boolean; status: number; message: string; data: T | null }

async function send<T>(locale: Locale, method: 'get' | 'post', url: string, options: { params?: unknown; body?: unknown } = {}): Promise<TResult<T>> {
  const response = await browserApi(locale).request<TApiEnvelope<T>>({ method, url, params: options.params, data: options.body })
  const ok = response.status === 200 && !!response.data?.success
  return { ok, status: response.status, message: response.data?.message ?? '', data: ok ? (response.data.data ?? null) : null }
}

/** The certificate calls the browser makes (same origin; the HttpOnly session cookie travels with them). */
export const certificateApi = (locale: Locale) => ({
  certificate: (courseId: string | number) => send<TLearnerCertificate>(locale, 'get', '/online-course/certificate', { params: { courseId } }),
  userFeedback: (courseId: string | number) => send<TUserFeedback>(locale, 'get', '/online-course/certificate/user-feedback', { params: { courseId } }),
  submitFeedback: (body: TFeedbackBody) => send<{ status: boolean }>(locale, 'post', '/online-course/certificate/submit-feedback', { body }),
  verifyCredential: (credential: string) => send<TVerificationAnswer>(locale, 'post', '/online-course/certificate-verification/credential', { body: { credential } }),
  verify: (certificateCode: string) => send<TVerificationAnswer>(locale, 'post', '/online-course/certificate-verification', { body: { certificateCode } }),
})
