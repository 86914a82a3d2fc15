import 'server-only'
import { createApiClient, type TApiEnvelope } from '@/lib/api/client'
import { serverApiBaseUrl } from '@/lib/api/server'
import type { Locale } from '@/lib/i18n/config'
import type { TVerificationAnswer } from './types'

export type TVerificationResult = { status: 'valid' | 'revoked' | 'unknown'; message: string; answer: TVerificationAnswer | null }

/** A public code check; never cached, so a revocation shows at once. */
export async function fetchVerification(locale: Locale, code: string): Promise<TVerificationResult> {
  const api = createApiClient({ baseURL: serverApiBaseUrl(), locale, fetchOptions: { cache: 'no-store' } })
  const response = await api.get<TApiEnvelope<TVerificationAnswer>>('/online-course/certificate-verification', { params: { certificateCode: code } })
  const answer = response.status === 200 && response.data?.success ? (response.data.data ?? null) : null
  return { status: answer?.status ?? 'unknown', message: response.data?.message ?? '', answer }
}
