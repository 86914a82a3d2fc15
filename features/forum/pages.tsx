import { getTranslations } from 'next-intl/server'
import NextLink from '@/lib/navigation/Link'
import { notFound } from 'next/navigation'
import { dashboardHref } from '@/features/courses/routes'
import { formatDate } from '@/lib/format/date'
import { CommentSection } from './components/CommentSection'
import { CreateThreadForm } from './components/CreateThreadForm'
import { Creator } from './components/Creator'
import { FollowButton } from './components/FollowButton'
import { ThreadBrowser } from './components/ThreadBrowser'
import { PostBadges } from './components/PostBadges'
import { ThreadDelete } from './components/ThreadDelete'
import { ThreadTools } from './components/ThreadTools'
import styles from './components/forum.module.css'
import { forumPage } from './forum-page'
import { chapterHref } from './routes'

const positiveId = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null)

/** Discussion home: intro, chapters (with their thread counts), lecturers and mentors, then every thread with the filters. */
export const discussionHomePage = forumPage({
  route: '/online-course/discussion/[slug]/[title]',
  call: 'lists',
  body: async ({ locale, data }) => {
    const t = await getTranslations({ locale, namespace: 'forum' })
    const teachers = [...data.lecturers.map((row) => ({ name: row.name, detail: row.position || t('userType.lecturer') })), ...data.mentors.map((row) => ({ name: row.name, detail: t('userType.mentor') }))]
    return (
      <>
        <h1>{t('home.heading')}</h1>
        <p>{t('home.intro')}</p>
        {data.intro && <p className={styles.muted}>{data.intro}</p>}
        <h2>{t('home.chapters')}</h2>
        {data.chapterList.length === 0 ? (
          <p className={styles.notice}>{t('home.noChapters')}</p>
        ) : (
          <ul className={styles.chapters} data-testid="forum-chapters">
            {data.chapterList.map((chapter) => (
              <li key={chapter.chapterId}>
                <NextLink href={chapterHref(locale, data.slug, chapter)}>{chapter.chapterName}</NextLink>
                <span className={styles.muted}>{t('threads.count', { count: chapter.totalThread })}</span>
              </li>
            ))}
          </ul>
        )}
        {teachers.length > 0 && (
          <>
            <h2>{t('home.teachers')}</h2>
            <ul className={styles.teachers}>
              {teachers.map((row, index) => (
                <li key={`${row.name}-${index}`}>
                  <strong>{row.name}</strong> <span className={styles.muted}>{row.detail}</span>
                </li>
              ))}
            </ul>
          </>
        )}
        <FollowButton courseId={data.courseId} initial={{ following: data.courseFollowing, reason: data.courseFollowing ? 'course' : null }} />
        <ThreadBrowser course={data} chapters={data.chapterList} />
      </>
    )
  },
})

/** One chapter's threads (spec route discussion/chapter/{slug}/{chapterId}/{title}). */
export const chapterThreadsPage = forumPage({
  route: '/online-course/discussion/chapter/[slug]/[chapterId]/[title]',
  call: 'lists',
  query: (params) => (positiveId(params.chapterId) ? {} : null),
  body: async ({ locale, data, params }) => {
    const t = await getTranslations({ locale, namespace: 'forum' })
    const chapter = data.chapterList.find((row) => row.chapterId === Number(params.chapterId))
    if (!chapter) notFound()
    return (
      <>
        <p>
          <NextLink href={dashboardHref(locale, 'discussion', data)}>← {t('backToForum')}</NextLink>
        </p>
        <h1>{chapter.chapterName}</h1>
        <ThreadBrowser key={chapter.chapterId} course={data} chapters={data.chapterList} chapterId={chapter.chapterId} />
      </>
    )
  },
})

export const createThreadPage = forumPage({
  route: '/online-course/discussion/create-discussion/[slug]/[title]',
  call: 'lists',
  body: async ({ locale, data }) => {
    const t = await getTranslations({ locale, namespace: 'forum' })
    return (
      <>
        <p>
          <NextLink href={dashboardHref(locale, 'discussion', data)}>← {t('backToForum')}</NextLink>
        </p>
        <h1>{t('create.heading')}</h1>
        <p className={styles.muted}>{t('create.intro')}</p>
        <CreateThreadForm courseId={data.courseId} slug={data.slug} chapters={data.chapterList} />
      </>
    )
  },
})

/** A thread with its description and comments. */
export const threadPage = forumPage({
  route: '/online-course/thread/[slug]/[threadId]/[title]',
  call: 'thread',
  query: (params) => {
    const threadId = positiveId(params.threadId)
    return threadId ? { threadId } : null
  },
  body: ({ locale, data }) => {
    const { thread } = data
    const moderator = data.role === 'teacher'
    const back = chapterHref(locale, data.slug, { chapterId: thread.chapterId, chapterName: data.chapterName })
    return (
      <>
        <p>
          <NextLink href={back}>← {data.chapterName}</NextLink>
        </p>
        <article className={styles.thread}>
          <h1>{thread.title}</h1>
          <PostBadges pinned={thread.pinned} locked={thread.locked} hidden={thread.hidden} />
          <Creator creator={thread.creator} date={formatDate(thread.date, locale)} />
          {/* Sanitised by the server (backend/services/forum/sanitize.ts) before it is stored. */}
          <div className={styles.richText} dangerouslySetInnerHTML={{ __html: thread.description }} data-testid="thread-description" />
          {thread.canDelete && <ThreadDelete courseId={data.courseId} threadId={thread.threadId} backHref={back} />}
          <ThreadTools courseId={data.courseId} thread={thread} moderator={moderator} />
          <FollowButton courseId={data.courseId} threadId={thread.threadId} initial={data.subscription} />
        </article>
        <CommentSection courseId={data.courseId} threadId={thread.threadId} locked={thread.locked} moderator={moderator} />
      </>
    )
  },
})
