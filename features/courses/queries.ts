import 'server-only'
import type { TLearnerCourse } from '@/backend/services/courses/list-learner-courses'
import type { TLecturerCourse } from '@/backend/services/courses/list-lecturer-courses'
import type { TCourseCard, TCourseDetail } from '@/backend/services/courses/shapes'
import { memberApi } from '@/features/account/member-queries'
import { dataOf, type TApiEnvelope } from '@/lib/api/client'
import { publicApi } from '@/lib/api/server'
import type { Locale } from '@/lib/i18n/config'
import { COURSE_PAGE_SIZE } from '@/lib/contracts/courses/api-params'
import { COURSES_CACHE_TAG } from '@/lib/contracts/courses/cache-tag'
import type { TCourseReport } from '@/lib/contracts/courses/report'
import type { TCourseCall, TCourseResponse } from './types'

const tags = [COURSES_CACHE_TAG]

export async function fetchCourseListing(locale: Locale): Promise<{ listing: TCourseCard[]; totalData: number } | null> {
  const response = await publicApi(locale, tags, 60).get<{ success: boolean; listing: TCourseCard[]; totalData: number }>('/online-course/listing', {
    params: { skip: 0, take: COURSE_PAGE_SIZE },
  })
  return response.status === 200 && response.data?.success ? { listing: response.data.listing, totalData: response.data.totalData } : null
}

/** The courses editors put first in the catalogue (GET /static/course/highlight), for the home page. */
export async function fetchCourseHighlight(locale: Locale, take: number): Promise<TCourseCard[]> {
  return dataOf(await publicApi(locale, tags, 60).get<TApiEnvelope<TCourseCard[]>>('/static/course/highlight', { params: { take } })) ?? []
}

/** The enrol page's public data (cacheable); whether the visitor is enrolled is asked by the browser. */
export async function fetchCourseDetail(locale: Locale, slug: string): Promise<TCourseDetail | null> {
  return dataOf(await publicApi(locale, tags, 60).get<TApiEnvelope<TCourseDetail>>('/online-course/detail', { params: { courseId: slug } }))
}

/**
 * A course page's call as the member; the status tells the page to send a member without a live session to login
 * (401), or to show not-enrolled (403) or not-found (404). An API that cannot answer is thrown (the error page).
 */
export async function fetchCourseCall<K extends TCourseCall>(locale: Locale, call: K, params: Record<string, string | number>): Promise<{ status: number; data: TCourseResponse[K] | null; message: string }> {
  const response = await (await memberApi(locale, { throwWhenUnavailable: true })).get<TApiEnvelope<TCourseResponse[K]>>(`/online-course/${call}`, { params })
  return { status: response.status, data: dataOf(response), message: response.data?.message ?? '' }
}

export async function fetchLearnerCourses(locale: Locale, status: 'ongoing' | 'completed'): Promise<TLearnerCourse[] | null> {
  return dataOf(await (await memberApi(locale)).get<TApiEnvelope<TLearnerCourse[]>>('/user/activity/online-course', { params: { status } }))
}

export async function fetchLecturerCourses(locale: Locale): Promise<TLecturerCourse[] | null> {
  return dataOf(await (await memberApi(locale)).get<TApiEnvelope<TLecturerCourse[]>>('/lecturer/activity/online-course'))
}

/** One page of a course report the lecturer teaches; the status tells the page 403 (another's course) from 404. */
export async function fetchCourseReport(locale: Locale, params: { courseId: number; q?: string; status?: string; page: number }): Promise<{ status: number; data: TCourseReport | null }> {
  const response = await (await memberApi(locale)).get<TApiEnvelope<TCourseReport>>('/online-course/report', { params })
  return { status: response.status, data: dataOf(response) }
}
