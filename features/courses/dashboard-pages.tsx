import { getTranslations } from 'next-intl/server'
import NextLink from '@/lib/navigation/Link'
import { formatDate } from '@/lib/format/date'
import { CourseAbout } from './components/CourseAbout'
import { CourseOutline } from './components/CourseOutline'
import { DashboardMenu } from './components/DashboardMenu'
import { ProgressBar } from './components/ProgressBar'
import styles from './components/course.module.css'
import { coursePage } from './course-page'
import { fetchCourseDetail } from './queries'
import { examHref, lectureHref } from './routes'

/** Course content: intro, progress, every chapter with its lectures (done ones marked), the final exam link. */
export const courseContentPage = coursePage({
  route: '/online-course/course-content/[slug]/[title]',
  call: 'course-structure',
  back: 'enrol',
  menu: ({ locale, data }) => <DashboardMenu locale={locale} head={data} active="content" />,
  body: async ({ locale, data }) => {
    const t = await getTranslations({ locale, namespace: 'courses' })
    const lectures = data.listingChapter.flatMap((chapter) => chapter.lectures)
    const next = lectures.find((lecture) => lecture.type !== 'quiz' && !lecture.status && !lecture.locked) ?? lectures.find((lecture) => !lecture.status && !lecture.locked) ?? lectures[0]
    return (
      <>
        <h1>{t('dashboard.content')}</h1>
        {data.intro && <p>{data.intro}</p>}
        {data.progress && <ProgressBar progress={data.progress} />}
        {data.role === 'teacher' && <p className={styles.muted}>{t('layout.teacherView')}</p>}
        {next && (
          <p>
            <NextLink className="btn btn--primary" href={lectureHref(locale, data.slug, next)} data-testid="continue-course">
              {data.progress?.doneLectures ? t('dashboard.continue') : t('dashboard.start')}
            </NextLink>
          </p>
        )}
        <CourseOutline
          chapterLevel={2}
          chapters={data.listingChapter.map((chapter) => ({
            ...chapter,
            lectures: chapter.lectures.map((lecture) => ({ ...lecture, href: lectureHref(locale, data.slug, lecture), status: data.role === 'learner' ? lecture.status : undefined, lockedBy: lecture.locked ? (lecture.lockedBy ?? '') : undefined })),
          }))}
        />
        {data.examAvailable && (
          <p>
            <NextLink className="btn btn--ghost" href={examHref(locale, data)}>
              {t('layout.finalExam')}
            </NextLink>
          </p>
        )}
      </>
    )
  },
})

export const announcementPage = coursePage({
  route: '/online-course/announcement/[slug]/[title]',
  call: 'announcement',
  back: 'enrol',
  menu: ({ locale, data }) => <DashboardMenu locale={locale} head={data} active="announcement" />,
  body: async ({ locale, data }) => {
    const t = await getTranslations({ locale, namespace: 'courses.dashboard' })
    return (
      <>
        <h1>{t('announcement')}</h1>
        {data.announcements.length === 0 ? (
          <p className={styles.notice}>{t('noAnnouncements')}</p>
        ) : (
          <ul className={styles.list}>
            {data.announcements.map((row) => (
              <li key={row.id}>
                <h2>{row.title}</h2>
                <p className={styles.muted}>
                  <time dateTime={row.date}>{formatDate(row.date, locale)}</time>
                </p>
                <p>{row.body}</p>
              </li>
            ))}
          </ul>
        )}
      </>
    )
  },
})

export const materialPage = coursePage({
  route: '/online-course/material/[slug]/[title]',
  call: 'material',
  back: 'enrol',
  menu: ({ locale, data }) => <DashboardMenu locale={locale} head={data} active="material" />,
  body: async ({ locale, data }) => {
    const t = await getTranslations({ locale, namespace: 'courses.dashboard' })
    return (
      <>
        <h1>{t('material')}</h1>
        {data.materials.length === 0 ? (
          <p className={styles.notice}>{t('noMaterials')}</p>
        ) : (
          <ul className={styles.list}>
            {data.materials.map((row) => (
              <li key={row.id}>
                <h2>{row.title}</h2>
                <a href={row.url} {...(row.file ? { download: row.file.filename } : { target: '_blank', rel: 'noopener noreferrer' })}>
                  {row.file ? `${t('download')} (${row.file.filename})` : t('openLink')}
                </a>
              </li>
            ))}
          </ul>
        )}
      </>
    )
  },
})

export const aboutCoursePage = coursePage({
  route: '/online-course/about-course/[slug]/[title]',
  call: 'course-structure',
  back: 'enrol',
  menu: ({ locale, data }) => <DashboardMenu locale={locale} head={data} active="about" />,
  body: async ({ locale, data }) => {
    const [t, detail] = await Promise.all([getTranslations({ locale, namespace: 'courses.dashboard' }), fetchCourseDetail(locale, data.slug)])
    return (
      <>
        <h1>{t('about')}</h1>
        {detail && <CourseAbout detail={detail} />}
      </>
    )
  },
})
