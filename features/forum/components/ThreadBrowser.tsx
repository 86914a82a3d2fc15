'use client'
import { useLocale, useTranslations } from 'next-intl'
import NextLink from '@/lib/navigation/Link'
import { useState, type FormEvent } from 'react'
import { LoadMoreFooter } from '@/components/listing/LoadMoreFooter'
import { useDebouncedValue } from '@/lib/forms/debounced-value'
import { formatDate } from '@/lib/format/date'
import type { Locale } from '@/lib/i18n/config'
import { THREAD_PAGE_SIZE } from '@/lib/contracts/forum'
import { forumApi } from '../client-api'
import { createThreadHref, threadHref } from '../routes'
import type { TThread, TThreadFilters } from '../types'
import { usePagedList } from '../use-paged-list'
import { Creator } from './Creator'
import { DeleteButton } from './DeleteButton'
import { PostBadges } from './PostBadges'
import styles from './forum.module.css'

type TProps = { course: { courseId: number; slug: string; courseName: string }; chapters: { chapterId: number; chapterName: string }[]; chapterId?: number }

/**
 * Threads of the course or of one chapter with the filters chapter, search and sort (spec section 3 filter);
 * 6 a page with "load more"; the list reloads from the start after a thread is deleted (section 4).
 * The search applies as the member types, 200 ms after the last keystroke (section 9), or at once on submit.
 */
export function ThreadBrowser({ course, chapters, chapterId }: TProps) {
  const locale = useLocale() as Locale
  const t = useTranslations('forum')
  const [choices, setChoices] = useState<Omit<TThreadFilters, 'search'>>({ chapterId, sortBy: 'newest' })
  const [search, setSearch] = useState('')
  const [settledSearch, applySearchNow] = useDebouncedValue(search.trim())
  const filters: TThreadFilters = { ...choices, search: settledSearch }
  const list = usePagedList<TThread>(['forum-threads', course.courseId, filters, locale], THREAD_PAGE_SIZE, async (paging) => (await forumApi(locale).threads(course.courseId, filters, paging)).threadList)
  const chapterName = (id: number) => chapters.find((chapter) => chapter.chapterId === id)?.chapterName ?? ''

  function submitSearch(event: FormEvent) {
    event.preventDefault()
    applySearchNow()
  }

  return (
    <section aria-labelledby="threads-heading">
      <div className={styles.listHead}>
        <h2 id="threads-heading">{t('threads.heading')}</h2>
        <NextLink className="btn btn--primary" href={createThreadHref(locale, course)} data-testid="create-thread-link">
          {t('threads.create')}
        </NextLink>
      </div>
      <form className={styles.filters} onSubmit={submitSearch} role="search">
        <label>
          <span>{t('filters.chapter')}</span>
          <select value={filters.chapterId ?? ''} onChange={(event) => setChoices((current) => ({ ...current, chapterId: event.target.value ? Number(event.target.value) : undefined }))} data-testid="filter-chapter">
            <option value="">{t('filters.allChapters')}</option>
            {chapters.map((chapter) => (
              <option key={chapter.chapterId} value={chapter.chapterId}>
                {chapter.chapterName}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('filters.sort')}</span>
          <select value={filters.sortBy} onChange={(event) => setChoices((current) => ({ ...current, sortBy: event.target.value as TThreadFilters['sortBy'] }))} data-testid="filter-sort">
            <option value="newest">{t('filters.newest')}</option>
            <option value="oldest">{t('filters.oldest')}</option>
            <option value="title">{t('filters.title')}</option>
          </select>
        </label>
        <label className={styles.searchField}>
          <span>{t('filters.search')}</span>
          <input type="search" value={search} maxLength={100} onChange={(event) => setSearch(event.target.value)} placeholder={t('filters.searchPlaceholder')} data-testid="filter-search" />
        </label>
        <button type="submit" className="btn btn--ghost">
          {t('filters.apply')}
        </button>
      </form>
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
        <p className={styles.notice} data-testid="threads-empty">
          {filters.search ? t('threads.noMatch') : t('threads.empty')}
        </p>
      ) : (
        <>
          <ul className={styles.threads} data-testid="thread-list">
            {list.items.map((thread) => (
              <li key={thread.threadId} className={styles.card} data-testid="thread-card">
                <Creator creator={thread.creator} date={formatDate(thread.date, locale)} />
                <h3 className={styles.threadTitle}>
                  <NextLink href={threadHref(locale, course.slug, thread)}>{thread.title}</NextLink>
                </h3>
                <PostBadges pinned={thread.pinned} locked={thread.locked} hidden={thread.hidden} />
                <p className={styles.muted}>
                  {chapterName(thread.chapterId)} · {t('threads.comments', { count: thread.totalComment })}
                </p>
                {thread.canDelete && (
                  <DeleteButton
                    label={t('threads.delete')}
                    confirm={t('threads.confirmDelete')}
                    onDelete={() => forumApi(locale).deleteThread(course.courseId, thread.threadId)}
                    onDeleted={list.reload}
                  />
                )}
              </li>
            ))}
          </ul>
          <LoadMoreFooter
            endPage={list.endPage}
            loadingMore={list.loadingMore}
            failed={list.failed}
            onLoadMore={list.loadMore}
            labels={{ loadMore: t('loadMore'), loadingMore: t('loadingMore'), end: t('threads.end'), error: t('loadError'), retry: t('retry') }}
          />
        </>
      )}
    </section>
  )
}
