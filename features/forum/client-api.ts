'use client'
import { browserApi } from '@/lib/api/browser'
import type { TApiEnvelope } from '@/lib/api/client'
import type { Locale } from '@/lib/i18n/config'
import type { TMentionCandidate, TModerationAction, TModerationQueue, TSubscription } from '@/lib/contracts/forum'
import type { TPaging } from '@/lib/paging/paging'
import type { TCommentList, TThreadFilters, TThreadList } from './types'

/** A thread, or one of its comments. */
export type TPostRef = { threadId: number; commentId?: number }
export type TResult<T> = { ok: boolean; status: number; message: string; data: T | null }

async function send<T>(locale: Locale, method: 'get' | 'post' | 'delete', url: string, options: { params?: unknown; body?: unknown } = {}): Promise<TResult<T>> {
  const response = await browserApi(locale).request<TApiEnvelope<T>>({ method, url: `/online-course/discussion/${url}`, params: options.params, data: options.body })
  const ok = response.status === 200 && !!response.data?.success
  return { ok, status: response.status, message: response.data?.message ?? '', data: ok ? (response.data.data ?? null) : null }
}

/** Reads that fail throw, so the lists show their error state and offer a retry. */
async function read<T>(result: Promise<TResult<T>>): Promise<T> {
  const { ok, data, message } = await result
  if (!ok || !data) throw new Error(message || 'Failed')
  return data
}

/** The discussion calls the browser makes (spec section 7); the HttpOnly session cookie travels with them. */
export const forumApi = (locale: Locale) => ({
  threads: (courseId: number, filters: TThreadFilters, paging: TPaging) =>
    read(send<TThreadList>(locale, 'get', filters.chapterId ? 'thread-list' : 'general-search', { params: { courseId, ...filters, skip: paging.skip, take: paging.take } })),
  comments: (courseId: number, threadId: number, paging: TPaging) =>
    read(send<TCommentList>(locale, 'get', 'list-comment', { params: { courseId, threadId, skip: paging.skip, take: paging.take, sortBy: 'oldest' } })),
  createThread: (body: { courseId: number; chapterId: number; subchapterId: number | null; title: string; description: string; mentions: number[] }) =>
    send<{ threadId: number; title: string }>(locale, 'post', 'create-thread', { body }),
  deleteThread: (courseId: number, threadId: number) => send<{ threadId: number }>(locale, 'delete', 'create-thread', { body: { courseId, threadId } }),
  createComment: (courseId: number, threadId: number, description: string, mentions: number[]) =>
    send<{ commentId: number }>(locale, 'post', 'create-comment', { body: { courseId, threadId, description, mentions } }),
  /** Follow or stop following a thread, or (no thread) every discussion of the course. */
  follow: (courseId: number, threadId: number | undefined, follow: boolean) =>
    send<{ courseFollowing: boolean; thread?: TSubscription }>(locale, 'post', 'subscription', { body: { courseId, threadId, follow } }),
  mentionCandidates: (courseId: number, search: string) => read(send<TMentionCandidate[]>(locale, 'get', 'mention-candidates', { params: { courseId, search } })),
  deleteComment: (courseId: number, threadId: number, commentId: number) => send<{ commentId: number }>(locale, 'delete', 'create-comment', { body: { courseId, threadId, commentId } }),
  report: (courseId: number, post: TPostRef, reason: string) => send<{ reportId: number; duplicate: boolean }>(locale, 'post', 'report', { body: { courseId, ...post, reason } }),
  moderate: (courseId: number, post: TPostRef, action: TModerationAction) => send<{ resolved: number }>(locale, 'post', 'moderate', { body: { courseId, ...post, action } }),
  queue: () => read(send<TModerationQueue>(locale, 'get', 'moderation-queue')),
  uploadImage: async (courseId: number, file: File) => {
    const form = new FormData()
    form.append('file', file)
    return send<{ url: string }>(locale, 'post', `upload-image?courseId=${courseId}`, { body: form })
  },
})
