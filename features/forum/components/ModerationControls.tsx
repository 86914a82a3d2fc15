'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import type { TModerationAction } from '@/lib/contracts/forum'
import type { Locale } from '@/lib/i18n/config'
import { forumApi, type TPostRef } from '../client-api'
import styles from './moderation.module.css'

type TPostState = { hidden: boolean; pinned?: boolean; locked?: boolean; endorsed?: boolean }

/**
 * The actions that fit a post in its present state: a thread is hidden, pinned, locked; a comment hidden, endorsed.
 * The queue offers only hide and restore; restoring a visible post keeps it and closes its reports.
 */
function actionsFor(post: TPostRef, state: TPostState, queue: boolean): TModerationAction[] {
  const hide: TModerationAction = state.hidden ? 'restore' : 'hide'
  if (queue) return state.hidden ? ['restore'] : ['hide', 'restore']
  if (post.commentId) return [hide, state.endorsed ? 'unendorse' : 'endorse']
  return [hide, state.pinned ? 'unpin' : 'pin', state.locked ? 'unlock' : 'lock']
}

/** A moderator's buttons on a thread or comment (docs/decisions/041); the post reloads after each. */
export function ModerationControls(props: { courseId: number; post: TPostRef; state: TPostState; onDone: () => void; queue?: boolean }) {
  const { courseId, post, state, onDone, queue = false } = props
  const locale = useLocale() as Locale
  const t = useTranslations('forum.moderation')
  const [busy, setBusy] = useState<TModerationAction | null>(null)
  const [message, setMessage] = useState({ text: '', failed: false })

  async function act(action: TModerationAction) {
    setBusy(action)
    const result = await forumApi(locale).moderate(courseId, post, action)
    setBusy(null)
    setMessage({ text: result.ok ? t('done') : result.message || t('failed'), failed: !result.ok })
    if (result.ok) onDone()
  }

  return (
    <div className={styles.controls} role="group" aria-label={t('group')} data-testid="moderation-controls">
      {actionsFor(post, state, queue).map((action) => (
        <button key={action} type="button" className={styles.action} onClick={() => act(action)} disabled={busy !== null} aria-busy={busy === action} data-testid={`moderate-${action}`}>
          {action === 'restore' && !state.hidden ? t('actions.keep') : t(`actions.${action}`)}
        </button>
      ))}
      {message.text && (
        <span role={message.failed ? 'alert' : 'status'} className={message.failed ? styles.error : styles.confirmation}>
          {message.text}
        </span>
      )}
    </div>
  )
}
