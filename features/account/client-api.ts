'use client'
import type { TProfile } from '@/backend/services/account/to-profile'
import type { TNotificationList } from '@/backend/services/notifications/list-notifications'
import type { TApiEnvelope } from '@/lib/api/client'
import type { Locale } from '@/lib/i18n/config'
import type { TNotificationPreferences } from '@/lib/contracts/notifications/preferences'
import { DATA_EXPORT_PATH, type TDataExportStatus } from '@/lib/contracts/account/data-export'

export type TResult<T> = { ok: boolean; status: number; message: string; data: T | null }

async function send<T>(locale: Locale, method: 'get' | 'post' | 'put' | 'delete', url: string, body?: unknown): Promise<TResult<T>> {
  // Loaded on the first call, not with the page: the sign-in screens show nothing that needs the HTTP client.
  const { browserApi } = await import('@/lib/api/browser')
  const response = await browserApi(locale).request<TApiEnvelope<T>>({ method, url, data: body })
  const ok = response.status === 200 && !!response.data?.success
  return { ok, status: response.status, message: response.data?.message ?? '', data: ok ? (response.data.data ?? null) : null }
}

export type TLoginData = { profile: TProfile; auth: { tokenType: string; expiredDate: string } }

/** The spec's account calls from the browser (same origin; the HttpOnly cookie travels with them). */
export const accountApi = (locale: Locale) => ({
  login: (body: { email: string; password: string }) => send<TLoginData>(locale, 'post', '/user/account/login', body),
  logout: (accountId?: number) => send<null>(locale, 'post', '/user/account/logout', { accountId }),
  account: () => send<TProfile>(locale, 'get', '/user/account'),
  register: (body: unknown) => send<{ email: string }>(locale, 'post', '/user/account/register', body),
  activate: (token: string) => send<{ status: boolean }>(locale, 'post', '/user/account/validate', { accountId: '', linkVerification: token }),
  requestReset: (email: string) => send<null>(locale, 'post', '/user/account/reset', { email }),
  resetPassword: (body: unknown) => send<null>(locale, 'put', '/user/account/reset-password', body),
  changePassword: (body: unknown) => send<null>(locale, 'put', '/user/account/password', body),
  updateProfile: (body: unknown) => send<TProfile>(locale, 'put', '/user/profile', body),
  requestOtp: (email: string) => send<null>(locale, 'post', '/otp/request', { email }),
  updateEmail: (email: string, otp: string) => send<TProfile>(locale, 'put', '/user/account/email', { email, otp }),
  deleteAccount: (password: string) => send<null>(locale, 'delete', '/user/account', { acknowledge: true, password }),
  notifications: (onlyUnread = false) =>
    send<TNotificationList>(locale, 'get', `/user/notification${onlyUnread ? '?status=unread' : ''}`),
  markAsRead: (accountId: number, notificationId: number) =>
    send<null>(locale, 'put', '/user/notification/mark-as-read', { accountId, notificationId }),
  savePreferences: (body: TNotificationPreferences) => send<TNotificationPreferences>(locale, 'put', '/user/notification-preferences', body),
  dataExportStatus: () => send<TDataExportStatus | null>(locale, 'get', DATA_EXPORT_PATH),
  requestDataExport: () => send<TDataExportStatus>(locale, 'post', DATA_EXPORT_PATH),
})

/** PUT /user/profile/picture as multipart (the file field is `file`). */
export async function uploadPhoto(locale: Locale, file: File): Promise<TResult<TProfile>> {
  const form = new FormData()
  form.append('file', file)
  const { browserApi } = await import('@/lib/api/browser')
  const response = await browserApi(locale).put<TApiEnvelope<TProfile>>('/user/profile/picture', form)
  const ok = response.status === 200 && !!response.data?.success
  return { ok, status: response.status, message: response.data?.message ?? '', data: ok ? (response.data.data ?? null) : null }
}
