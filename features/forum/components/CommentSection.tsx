'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { LoadMoreFooter } from '@/components/listing/LoadMoreFooter'
import { formatDate } from '@/lib/format/date'
import type { Locale } from '@/lib/i18n/config'
import { COMMENT_PAGE_SIZE, TEXT_MAX } from '@/lib/contracts/forum'
import { forumApi } from '../client-api'
import { textToHtml } from '../text-to-html'
import type { TComment } from '../types'
import { usePagedList } from '../use-paged-list'
import { Creator } from './Creator'
import { DeleteButton } from './DeleteButton'
import { MentionTextarea, useMentions } from './MentionTextarea'
import { ModerationControls } from './ModerationControls'
import { PostBadges } from './PostBadges'
import { ReportButton } from './ReportButton'
import styles from './forum.module.css'

/**
 * A thread's comments, 2 a page with "load more"; after a comment is posted, deleted or moderated the list reloads
 * from the start. A locked thread takes no replies; moderators see hidden comments, marked, and their controls.
 */
export function CommentSection({ courseId, threadId, locked = false, moderator = false }: { courseId: number; threadId: number; locked?: boolean; moderator?: boolean }) {
  const locale = useLocale() as Locale
  const t = useTranslations('forum')
  const tv = useTranslations('validation')
  const list = usePagedList<TComment>(['forum-comments', threadId, locale], COMMENT_PAGE_SIZE, async (paging) => (await forumApi(locale).comments(courseId, threadId, paging)).listComment)
  const [text, setText] = useState('')
  const [error, setError] = useState('')
  const [sending, setSending] = useState(false)
  const mentions = useMentions()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const label = t('comments.label')
    if (!text.trim()) return setError(tv('required', { label }))
    if (text.length > TEXT_MAX) return setError(tv('maxLength', { label, n: TEXT_MAX }))
    setSending(true)
    setError('')
    const result = await forumApi(locale).createComment(courseId, threadId, textToHtml(text), mentions.idsIn(text))
    setSending(false)
    if (!result.ok) return setError(result.message)
    setText('')
    mentions.reset()
    void list.reload()
  }

  return (
    <section aria-labelledby="comments-heading" className={styles.comments}>
      <h2 id="comments-heading">{t('comments.heading')}</h2>
      {locked ? (
        <p className={styles.notice} data-testid="thread-locked">
          {t('moderation.lockedNotice')}
        </p>
      ) : (
        <form onSubmit={submit} className={styles.replyForm} noValidate>
          <label htmlFor="comment-text">{t('comments.label')}</label>
          <MentionTextarea
            id="comment-text"
            rows={4}
            courseId={courseId}
            value={text}
            onChange={setText}
            onMention={mentions.add}
            aria-invalid={!!error}
            aria-describedby={error ? 'comment-error' : undefined}
            data-testid="comment-text"
          />
          {error && (
            <p id="comment-error" role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <button type="submit" className="btn btn--primary" disabled={sending} aria-busy={sending} data-testid="comment-submit">
            {sending ? t('sending') : t('comments.submit')}
          </button>
        </form>
      )}
      {list.loading ? (
        <p className={styles.muted} aria-busy="true">
          {t('loading')}
        </p>
      ) : list.error ? (
        <div role="alert" className={styles.notice}>
          <p>{t('loadError')}</p>
          <button type="button" className="btn btn--ghost" onClick={list.retry}>
            {t('retry')}
          </button>
        </div>
      ) : list.items.length === 0 ? (
        <p className={styles.notice}>{t('comments.empty')}</p>
      ) : (
        <>
          <ul className={styles.threads} data-testid="comment-list">
            {list.items.map((comment) => (
              <li key={comment.commentId} className={styles.card} data-testid="comment">
                <Creator creator={comment.creator} date={formatDate(comment.date, locale, 'D MMMM YYYY, HH:mm')} />
                <PostBadges endorsed={comment.endorsed} hidden={comment.hidden} />
                {/* Sanitised by the server (backend/services/forum/sanitize.ts) before it is stored. */}
                <div className={styles.richText} dangerouslySetInnerHTML={{ __html: comment.description }} />
                {comment.canDelete && (
                  <DeleteButton label={t('comments.delete')} confirm={t('comments.confirmDelete')} onDelete={() => forumApi(locale).deleteComment(courseId, threadId, comment.commentId)} onDeleted={list.reload} />
                )}
                {moderator ? (
                  <ModerationControls courseId={courseId} post={{ threadId, commentId: comment.commentId }} state={comment} onDone={list.reload} />
                ) : (
                  !comment.canDelete && <ReportButton courseId={courseId} post={{ threadId, commentId: comment.commentId }} />
                )}
              </li>
            ))}
          </ul>
          <LoadMoreFooter
            endPage={list.endPage}
            loadingMore={list.loadingMore}
            failed={list.failed}
            onLoadMore={list.loadMore}
            labels={{ loadMore: t('comments.loadMore'), loadingMore: t('loadingMore'), end: t('comments.end'), error: t('loadError'), retry: t('retry') }}
          />
        </>
      )}
    </section>
  )
}
