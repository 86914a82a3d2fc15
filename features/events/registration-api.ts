'use client'
import type { TDigitalAttendance } from '@/backend/services/event-registration/attendance'
import type { TRegistrationStatus } from '@/backend/services/event-registration/registration-status'
import { lazyBrowserApi } from '@/lib/api/browser-lazy'
import type { TApiEnvelope } from '@/lib/api/client'
import type { Locale } from '@/lib/i18n/config'
import type { TAnswers } from '@/lib/contracts/events/registration-answers'

export type TCallResult<T> = { ok: boolean; status: number; message: string; data: T | null }

async function send<T>(locale: Locale, method: 'get' | 'post', url: string, body?: unknown): Promise<TCallResult<T>> {
  const response = await (await lazyBrowserApi(locale)).request<TApiEnvelope<T>>({ method, url, data: body })
  const ok = response.status === 200 && !!response.data?.success
  return { ok, status: response.status, message: response.data?.message ?? '', data: ok ? (response.data.data ?? null) : null }
}

/** Spec section 7, Events: registration and digital attendance from the browser (the session cookie travels along). */
export const eventRegistrationApi = (locale: Locale) => ({
  status: (eventId: number) => send<TRegistrationStatus>(locale, 'get', `/event/registration?eventId=${eventId}`),
  register: (eventId: number, answers: TAnswers) => send<{ registrationId: number }>(locale, 'post', '/event/registration', { eventId, answers }),
  attendance: (eventId: number) => send<TDigitalAttendance>(locale, 'get', `/event/form/get-digital-attendance?eventId=${eventId}`),
  markAttendance: (eventId: number) => send<TDigitalAttendance>(locale, 'post', '/event/form/post-digital-attendance', { eventId }),
})
