'use client'
import { useQueryClient } from '@tanstack/react-query'
import { useLocale, useTranslations } from 'next-intl'
import NextLink from '@/lib/navigation/Link'
import { useState } from 'react'
import type { TLectureView } from '@/backend/services/courses/get-lecture'
import type { Locale } from '@/lib/i18n/config'
import { courseApi } from '../client-api'
import { lectureHref } from '../routes'
import { courseMenuKey } from '../course-menu-query'
import styles from './lecture.module.css'
import { formatCountdown, useCountdown } from './use-countdown'

/** Mark as read (learners; then the side menu reloads, spec section 4) and the previous and next lectures. */
export function LectureActions({ lecture, learner }: { lecture: TLectureView; learner: boolean }) {
  const locale = useLocale() as Locale
  const t = useTranslations('courses.lecture')
  const queryClient = useQueryClient()
  const [marked, setMarked] = useState(lecture.markAsRead)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  // An assignment with lockButton keeps "mark as read" closed for its duration on the page (a pace, not a grade).
  const lockedFor = useCountdown(lecture.assignment?.lockButton && lecture.assignment.duration ? lecture.assignment.duration * 60 : 0)

  async function markAsRead() {
    setBusy(true)
    setError('')
    const result = await courseApi(locale).markAsRead(lecture.courseId, lecture.lecturesId)
    setBusy(false)
    if (!result.ok) return setError(result.message || t('markFailed'))
    setMarked(true)
    await queryClient.invalidateQueries({ queryKey: courseMenuKey(lecture.courseId, locale) })
  }

  const canMark = learner && lecture.type !== 'quiz'
  return (
    <div className={styles.actions}>
      <div aria-live="polite">
        {canMark &&
          (marked ? (
            <span className={styles.marked} data-testid="lecture-marked">
              ✓ {t('marked')}
            </span>
          ) : (
            <>
              <button type="button" className="btn btn--primary" onClick={markAsRead} disabled={busy || lockedFor > 0} aria-busy={busy} data-testid="mark-as-read">
                {busy ? t('marking') : t('markAsRead')}
              </button>
              {lockedFor > 0 && (
                <p className={styles.locked} data-testid="mark-locked" aria-live="off">
                  {t('assignmentLocked', { time: formatCountdown(lockedFor) })}
                </p>
              )}
            </>
          ))}
        {error && <p role="alert">{error}</p>}
      </div>
      <div className={styles.nav}>
        {lecture.prev && (
          <NextLink className="btn btn--ghost" href={lectureHref(locale, lecture.slug, lecture.prev)} rel="prev">
            ← {t('prev')}
          </NextLink>
        )}
        {lecture.next && (
          <NextLink className="btn btn--ghost" href={lectureHref(locale, lecture.slug, lecture.next)} rel="next" data-testid="lecture-next">
            {t('next')} →
          </NextLink>
        )}
      </div>
    </div>
  )
}
