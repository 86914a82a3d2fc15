'use client'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLocale, useTranslations } from 'next-intl'
import NextLink from '@/lib/navigation/Link'
import { formatDate } from '@/lib/format/date'
import type { Locale } from '@/lib/i18n/config'
import { forumApi } from '../client-api'
import { threadHref } from '../routes'
import { ModerationControls } from './ModerationControls'
import { PostBadges } from './PostBadges'
import styles from './moderation.module.css'

const QUEUE_KEY = 'forum-moderation-queue'

/**
 * The open reports of the courses the moderator teaches (admins: every course), oldest first. Hiding the post, or
 * restoring it (keeping it visible), resolves its reports and takes them off the queue.
 */
export function ModerationQueue() {
  const locale = useLocale() as Locale
  const t = useTranslations('forum.queue')
  const client = useQueryClient()
  const queue = useQuery({ queryKey: [QUEUE_KEY, locale], queryFn: () => forumApi(locale).queue() })
  const reload = () => void client.invalidateQueries({ queryKey: [QUEUE_KEY] })

  if (queue.isPending) {
    return (
      <p className={styles.hint} aria-busy="true">
        {t('loading')}
      </p>
    )
  }
  if (queue.isError) {
    return (
      <div role="alert" className={styles.panel}>
        <p>{t('loadError')}</p>
        <button type="button" className="btn btn--ghost" onClick={() => void queue.refetch()}>
          {t('retry')}
        </button>
      </div>
    )
  }
  const { reports, total } = queue.data
  if (reports.length === 0) {
    return (
      <p className={styles.panel} data-testid="queue-empty">
        {t('empty')}
      </p>
    )
  }
  return (
    <section aria-labelledby="queue-heading">
      <h2 id="queue-heading">{t('heading', { count: total })}</h2>
      <ul className={styles.queue} data-testid="moderation-queue">
        {reports.map((report) => (
          <li key={report.reportId} className={styles.panel} data-testid="queue-report">
            <p className={styles.hint}>
              {report.course.name} · {formatDate(report.date, locale, 'D MMMM YYYY, HH:mm')} · {t('reportedBy', { name: report.reporter })}
            </p>
            <h3 className={styles.queueTitle}>
              <NextLink href={threadHref(locale, report.course.slug, { threadId: report.threadId, title: report.threadTitle })}>{report.threadTitle}</NextLink>{' '}
              <span className={styles.hint}>{report.commentId ? t('kindComment') : t('kindThread')}</span>
            </h3>
            <PostBadges hidden={report.hidden} />
            <blockquote className={styles.excerpt}>{report.excerpt}</blockquote>
            <p>
              <strong>{t('reason')}:</strong> {report.reason}
            </p>
            <ModerationControls
              courseId={report.course.courseId}
              post={{ threadId: report.threadId, ...(report.commentId ? { commentId: report.commentId } : {}) }}
              state={{ hidden: report.hidden }}
              onDone={reload}
              queue
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
