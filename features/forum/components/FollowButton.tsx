'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import type { Locale } from '@/lib/i18n/config'
import { Link } from '@/lib/i18n/navigation'
import type { TSubscription } from '@/lib/contracts/forum'
import { forumApi } from '../client-api'
import styles from './follow.module.css'

/**
 * Follow a thread (its new replies by e-mail and in the app), or without a thread every discussion of the course
 * (docs/decisions/044). A toggle button; the line under it says why the member gets the posts, and where the
 * e-mail rhythm (at once, daily, weekly) is chosen.
 */
export function FollowButton({ courseId, threadId, initial }: { courseId: number; threadId?: number; initial: TSubscription }) {
  const locale = useLocale() as Locale
  const t = useTranslations('forum.follow')
  const [state, setState] = useState(initial)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const scope = threadId ? 'thread' : 'course'

  async function toggle() {
    setBusy(true)
    setError('')
    const result = await forumApi(locale).follow(courseId, threadId, !state.following)
    setBusy(false)
    if (!result.ok || !result.data) return setError(result.message || t('failed'))
    setState(threadId ? (result.data.thread ?? { following: false, reason: null }) : { following: result.data.courseFollowing, reason: result.data.courseFollowing ? 'course' : null })
  }

  return (
    <div className={styles.follow} data-testid={`follow-${scope}`}>
      <button type="button" className={state.following ? 'btn btn--ghost' : 'btn btn--primary'} aria-pressed={state.following} onClick={toggle} disabled={busy} aria-busy={busy}>
        {t(`${scope}.${state.following ? 'following' : 'follow'}`)}
      </button>
      <p className={styles.why} role="status">
        {state.following ? t(`why.${scope === 'course' ? 'course' : (state.reason ?? 'thread')}`) : t(`${scope}.hint`)}{' '}
        <Link href="/user/account-settings">{t('rhythm')}</Link>
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
