'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, type ReactNode } from 'react'
import { sessionExpiredHref } from '@/features/account/session-expired'
import type { Locale } from '@/lib/i18n/config'
import { CourseRefusal, useCourseMenuQuery } from '../course-menu-query'
import { enrolHref } from '../routes'
import { RefusedNotice } from './RefusedNotice'

/**
 * The member check of a course page whose shell the server renders the same for everyone (decision 061): the
 * browser's course menu call answers for the session and the enrolment. Without a live session the browser goes
 * through session-expired to login with the way back; a member neither enrolled nor teaching sees why, with the way
 * to enrol. The page's own part shows meanwhile: its calls are refused the same way.
 */
export function CourseGate({ courseId, slug, children }: { courseId: number; slug: string; children: ReactNode }) {
  const locale = useLocale() as Locale
  const t = useTranslations('courses.layout')
  const { error } = useCourseMenuQuery(courseId)
  const status = error instanceof CourseRefusal ? error.status : 0
  useEffect(() => {
    if (status === 401) window.location.assign(sessionExpiredHref(locale, window.location.pathname))
  }, [status, locale])
  if (status === 401) return <p aria-busy="true">{t('loading')}</p>
  if (status === 403 || status === 404) {
    return (
      <RefusedNotice
        testId="course-refused"
        title={status === 403 ? t('notEnrolled') : t('notFound')}
        message={error?.message ?? ''}
        href={enrolHref(locale, { slug, courseName: slug })}
        action={t('enrolFirst')}
      />
    )
  }
  return children
}
