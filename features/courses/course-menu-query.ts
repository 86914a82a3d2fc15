'use client'
import { useQuery } from '@tanstack/react-query'
import { useLocale } from 'next-intl'
import type { Locale } from '@/lib/i18n/config'
import { courseApi } from './client-api'
import type { TCourseMenu } from './types'

export const courseMenuKey = (courseId: number, locale: string) => ['course-menu', courseId, locale]

/** The API's refusal of the course menu (a 4xx): 401 (no live session), 403 (neither enrolled nor teaching), 404. */
export class CourseRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** The course menu from the API; a 4xx is the API's answer about this member and course, anything else an API that did not answer. */
export async function fetchCourseMenu(locale: Locale, courseId: number): Promise<TCourseMenu> {
  const result = await courseApi(locale).menu(courseId)
  if (result.ok && result.data) return result.data
  if (result.status >= 400 && result.status < 500) throw new CourseRefusal(result.status, result.message)
  throw new Error(result.message || `status ${result.status}`)
}

/**
 * The course menu read by the browser (the pages whose shell is the same for every member, decision 061). A copy
 * under a minute old is shown without asking again (the query client's staleTime: from the exam page to its detail
 * page is one call, not two); marking a lecture read and submitting an attempt ask again. A refusal is not retried.
 */
export function useCourseMenuQuery(courseId: number) {
  const locale = useLocale() as Locale
  return useQuery<TCourseMenu, Error>({
    queryKey: courseMenuKey(courseId, locale),
    queryFn: () => fetchCourseMenu(locale, courseId),
    retry: (failures, error) => !(error instanceof CourseRefusal) && failures < 1,
  })
}
