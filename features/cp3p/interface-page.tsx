import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { requireMember } from '@/features/account/member-queries'
import { RichTextBody } from '@/features/elibrary/components/RichTextBody'
import { isLocale } from '@/lib/i18n/config'
import { Link } from '@/lib/i18n/navigation'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { ChapterMenu } from './components/ChapterMenu'
import { Cp3pHeader } from './components/Cp3pHeader'
import { MarkAsRead } from './components/MarkAsRead'
import NextLink from '@/lib/navigation/Link'
import { lectureHref } from '@/features/courses/routes'
import { fetchLecture, fetchMenu } from './queries'
import styles from './components/cp3p.module.css'

const ROUTE = '/cp3p/course-interface/[slug]/[chapterId]/[lecturesId]/[title]' as const
type TProps = { params: Promise<{ locale: string; slug: string; chapterId: string; lecturesId: string; title: string }> }

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { locale, ...rest } = await params
  if (!isLocale(locale)) return {}
  return { ...(await pageMetadata({ locale, route: ROUTE, params: rest })), robots: { index: false, follow: false } }
}

/** The cp3p course interface: chapter and lecture menu beside the lecture, with mark-as-read and prev/next. */
export async function Cp3pInterfacePage({ params }: TProps) {
  const { locale, slug, chapterId, lecturesId, title } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  await requireMember(locale, ROUTE, { slug, chapterId, lecturesId, title })
  const [t, menu, lecture] = await Promise.all([getTranslations({ locale, namespace: 'cp3p' }), fetchMenu(locale, slug), fetchLecture(locale, slug, lecturesId)])
  if (menu.status === 404 || lecture.status === 404) notFound()
  if (!menu.data || !lecture.data) {
    return (
      <div className={`container ${styles.page}`}>
        <p role="alert">{menu.status === 403 ? t('notPaid') : t('loadError')}</p>
        <Link href="/user/activity/cp3p-registration" className="btn btn--primary">
          {t('myRegistrations')}
        </Link>
      </div>
    )
  }
  const data = lecture.data
  const step = (ref: typeof data.prev) =>
    ref && { pathname: ROUTE, params: { slug, chapterId: ref.chapterId, lecturesId: ref.lecturesId, title: slug } }
  const prev = step(data.prev)
  const next = step(data.next)
  return (
    <div className={`container ${styles.page}`}>
      <Cp3pHeader locale={locale} courseName={menu.data.courseName} category={menu.data.category} title={menu.data.title} />
      <div className={`${styles.dashboard} ${styles.dashboardWide}`}>
        <div className={styles.sideMenu}>
          <h2 className={styles.menuHeading}>{t('chapters')}</h2>
          <ChapterMenu menu={menu.data} activeLecture={lecturesId} />
        </div>
        <article className={`${styles.dashboardContent} ${styles.article}`}>
          <p className={styles.kicker}>{data.chapter}</p>
          <h1>{data.title}</h1>
          {data.videoEmbedUrl && (
            <div className={styles.video}>
              <iframe src={data.videoEmbedUrl} title={data.title} allow="fullscreen; picture-in-picture" loading="lazy" />
            </div>
          )}
          {data.materialUrl && data.materialMime?.startsWith('video/') && <video src={data.materialUrl} controls className={styles.videoFile} />}
          <RichTextBody data={data.description} />
          {data.materialUrl && !data.materialMime?.startsWith('video/') && (
            <p>
              <a href={data.materialUrl} className="btn btn--ghost">
                {t('openFile')} {data.materialName && `(${data.materialName})`}
              </a>
            </p>
          )}
          {data.type === 'quiz' && menu.data.engine ? (
            // A quiz is done by passing it on the engine's quiz page (decision 036), not by a mark.
            <p>
              <NextLink className="btn btn--primary" href={lectureHref(locale, menu.data.engine.slug, { lecturesId: Number(data.lecturesId), chapterId: Number(data.chapterId), type: 'quiz', title: data.title })}>
                {t('engine.takeQuiz')}
              </NextLink>
            </p>
          ) : (
            <MarkAsRead courseId={data.courseId} lecturesId={data.lecturesId} done={data.markAsRead} />
          )}
          <nav className={styles.steps} aria-label={t('chapters')}>
            {prev ? (
              <Link href={prev} rel="prev">
                ← {t('previous')}: {data.prev?.title}
              </Link>
            ) : (
              <span />
            )}
            {next && (
              <Link href={next} rel="next">
                {t('next')}: {data.next?.title} →
              </Link>
            )}
          </nav>
        </article>
      </div>
    </div>
  )
}
