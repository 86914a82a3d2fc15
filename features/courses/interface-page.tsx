import { getTranslations } from 'next-intl/server'
import { Image } from '@/components/ui/Image'
import { titleSlug } from '@/lib/format/slug'
import { buildPath } from '@/lib/i18n/resolve-path'
import { LectureActions } from './components/LectureActions'
import { LectureContent } from './components/LectureContent'
import { LectureMenu } from './components/LectureMenu'
import styles from './components/lecture.module.css'
import { coursePage } from './course-page'
import { WorkshopSections } from './components/WorkshopSections'
import { fetchCourseCall, fetchCourseDetail } from './queries'
import { dashboardHref } from './routes'
import { workshopSectionId } from './workshop'

/** course-interface/{slug}/{lecturesId}/{title}: one lecture with the chapter menu, mark as read and prev/next. */
export const courseInterfacePage = coursePage({
  route: '/course-interface/[slug]/[lecturesId]/[title]',
  call: 'interface',
  back: 'material',
  wideMenu: true,
  query: (params) => (/^\d{1,10}$/.test(params.lecturesId ?? '') ? { lecturesId: Number(params.lecturesId) } : null),
  menu: async ({ locale, data }) => {
    const menu = await fetchCourseCall(locale, 'course-interface/menu', { courseId: data.courseId })
    return menu.data ? <LectureMenu initial={menu.data} activeLectureId={data.lecture.lecturesId} workshop={data.workshop} /> : null
  },
  body: async ({ locale, data }) => {
    const { lecture } = data
    const t = await getTranslations({ locale, namespace: 'courses' })
    // A workshop's lecture page also shows announcement 01, materials and about (spec section 2, decision 031).
    const workshop = data.workshop
      ? await Promise.all([
          fetchCourseCall(locale, 'announcement', { courseId: data.courseId }),
          fetchCourseCall(locale, 'material', { courseId: data.courseId }),
          fetchCourseDetail(locale, data.slug),
        ])
      : null
    const quizHref = buildPath('/online-course/quiz/[slug]/[chapterId]/[title]', locale, { slug: lecture.slug, chapterId: String(lecture.chapterId), title: titleSlug(lecture.title) })
    return (
      <>
      <article id={data.workshop ? workshopSectionId('content') : undefined} data-testid="lecture" data-type={lecture.type}>
        <p className={styles.chapter}>
          {lecture.chapter} · {t(`types.${lecture.type}`)}
        </p>
        <h1 className={styles.title}>{lecture.title}</h1>
        {lecture.description && <p>{lecture.description}</p>}
        {lecture.contentPreview && (
          <Image className={styles.preview} src={lecture.contentPreview.path} alt={lecture.contentPreview.alt} width={1280} height={720} sizes="(max-width: 1023px) 100vw, 800px" data-testid="lecture-preview" />
        )}
        <LectureContent lecture={lecture} quizHref={quizHref} />
        {lecture.contentDescription && <p className={styles.contentDescription}>{lecture.contentDescription}</p>}
        {lecture.assignment && (
          <section className={styles.assignment} aria-labelledby="lecture-assignment" data-testid="lecture-assignment">
            <h2 id="lecture-assignment">{t('lecture.assignment')}</h2>
            <p>{lecture.assignment.question}</p>
            {lecture.assignment.duration ? <p className={styles.note}>{t('lecture.assignmentDuration', { minutes: lecture.assignment.duration })}</p> : null}
          </section>
        )}
        {(lecture.transcript.length > 0 || lecture.download.length > 0) && (
          <div className={styles.extra}>
            {lecture.transcript.map((row) => (
              <details key={row.title}>
                <summary>{row.title || t('lecture.transcript')}</summary>
                <p>{row.text}</p>
              </details>
            ))}
            {lecture.download.length > 0 && (
              <>
                <h2>{t('lecture.downloads')}</h2>
                <ul>
                  {lecture.download.map((row) =>
                    row.file ? (
                      <li key={row.file.url}>
                        <a href={row.file.url} download={row.file.filename}>
                          {row.title}
                        </a>
                      </li>
                    ) : null,
                  )}
                </ul>
              </>
            )}
          </div>
        )}
        <LectureActions lecture={lecture} learner={data.role === 'learner'} />
      </article>
      {workshop && (
        <WorkshopSections
          locale={locale}
          announcementsHref={dashboardHref(locale, 'announcement', data)}
          announcements={workshop[0].data?.announcements ?? null}
          materials={workshop[1].data?.materials ?? null}
          detail={workshop[2]}
        />
      )}
      </>
    )
  },
})
