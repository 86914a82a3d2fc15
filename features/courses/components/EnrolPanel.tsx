'use client'
import { useQuery } from '@tanstack/react-query'
import { readCookie } from '@/lib/auth/read-cookie'
import { useLocale, useTranslations } from 'next-intl'
import NextLink from '@/lib/navigation/Link'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { USER_TYPE_COOKIE } from '@/lib/auth/cookies'
import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { courseApi } from '../client-api'
import { dashboardHref, enrolHref } from '../routes'
import styles from './courses.module.css'
import { withQueryClient } from '@/components/providers/QueryProvider'

const noSubscription = () => () => {}

/**
 * The enrol button (spec section 4): enrol validation sets alreadyEnroll to the opposite of its status, a
 * successful enrol sets it to the enrol status. Visitors are offered login with the way back here.
 */
function EnrolPanelContent({ courseId, slug, courseName }: { courseId: number; slug: string; courseName: string }) {
  const locale = useLocale() as Locale
  const t = useTranslations('courses.enrol')
  // null while rendering on the server: the session cookie is only read in the browser.
  const signedIn = useSyncExternalStore(noSubscription, () => !!readCookie(USER_TYPE_COOKIE), () => null)
  const [enrolled, setEnrolled] = useState<boolean | null>(null)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; danger: boolean } | null>(null)
  // The enrol button gives way to the course link: focus follows, so a keyboard user is not sent back to the top.
  const goRef = useRef<HTMLAnchorElement>(null)
  useEffect(() => {
    if (enrolled) goRef.current?.focus()
  }, [enrolled])
  const validation = useQuery({
    queryKey: ['enroll-validation', courseId, locale],
    queryFn: () => courseApi(locale).validateEnrolment(courseId),
    enabled: signedIn === true,
  })
  const result = validation.data
  const courseHref = dashboardHref(locale, 'content', { slug, courseName })
  const alreadyEnroll = enrolled ?? (result?.ok ? !result.data?.status : null)

  if (signedIn === false) {
    const back = typeof window === 'undefined' ? '' : window.location.pathname
    return (
      <NextLink className="btn btn--primary" href={`${buildPath('/login', locale)}?redirect=${encodeURIComponent(back)}`}>
        {t('loginToEnrol')}
      </NextLink>
    )
  }
  if (signedIn === null || validation.isPending) return <p aria-live="polite">{t('checking')}</p>
  if (result && !result.ok) return <p className={`${styles.alert} ${styles.alertDanger}`}>{result.message}</p>
  if (result?.data?.reason === 'prerequisites') {
    // Completion rules (decision 035): the courses to complete first, each a link to its own enrol page.
    return (
      <div data-testid="enrol-prerequisites">
        <p className={styles.meta}>{t('prerequisites')}</p>
        <ul>
          {(result.data.prerequisites ?? []).map((course) => (
            <li key={course.courseId}>
              <NextLink href={enrolHref(locale, { slug: course.slug, courseName: course.name })}>{course.name}</NextLink>
            </li>
          ))}
        </ul>
      </div>
    )
  }
  if (result?.data?.reason === 'staff') {
    return (
      <>
        <p className={styles.meta}>{t('staffNote')}</p>
        <NextLink className="btn btn--ghost" href={courseHref}>
          {t('openAsStaff')}
        </NextLink>
      </>
    )
  }

  async function enrol() {
    setBusy(true)
    const response = await courseApi(locale).enrol(courseId)
    setBusy(false)
    setMessage({ text: response.message, danger: !response.ok })
    if (response.ok) setEnrolled(!!response.data?.status)
  }

  return (
    <div aria-live="polite">
      {message && <p className={`${styles.alert} ${message.danger ? styles.alertDanger : ''}`}>{message.text}</p>}
      {alreadyEnroll ? (
        <NextLink ref={goRef} className="btn btn--primary" href={courseHref} data-testid="go-to-course">
          {t('goToCourse')}
        </NextLink>
      ) : (
        <button type="button" className="btn btn--primary" onClick={enrol} disabled={busy} aria-busy={busy} data-testid="enrol-button">
          {busy ? t('enrolling') : t('enrol')}
        </button>
      )}
    </div>
  )
}

/** Brings its own react-query provider: the root layout has none (docs/decisions/045). */
export const EnrolPanel = withQueryClient(EnrolPanelContent)
