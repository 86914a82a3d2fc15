import { getTranslations } from 'next-intl/server'
import NextLink from '@/lib/navigation/Link'
import { memberPage } from '@/features/account/member-page'
import { formatDate } from '@/lib/format/date'
import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'
import { CourseCard } from './components/CourseCard'
import { ProgressBar } from './components/ProgressBar'
import styles from './components/courses.module.css'
import table from './components/table.module.css'
import { fetchLearnerCourses, fetchLecturerCourses } from './queries'
import { dashboardHref, lectureHref } from './routes'

async function LearnerCourses({ locale, status }: { locale: Locale; status: 'ongoing' | 'completed' }) {
  const [t, tTranscript, courses] = await Promise.all([
    getTranslations({ locale, namespace: 'courses.activity' }),
    getTranslations({ locale, namespace: 'courses.transcript' }),
    fetchLearnerCourses(locale, status),
  ])
  const other = status === 'ongoing' ? '/user/activity/online-course/completed' : '/user/activity/online-course'
  const switcher = (
    <div className={styles.toolbar}>
      <NextLink href={buildPath(other, locale)}>{status === 'ongoing' ? t('showCompleted') : t('showOngoing')}</NextLink>
      {/* The learner's own transcript, made by the API from their session (GET user/activity/transcript). */}
      <a className="btn btn--ghost btn--small" href={`/api/user/activity/transcript?locale=${locale}`} download title={tTranscript('hint')} data-testid="transcript-download">
        {tTranscript('download')}
      </a>
    </div>
  )
  if (!courses) return <p className={styles.empty}>{t('loadFailed')}</p>
  if (courses.length === 0)
    return (
      <>
        {switcher}
        <div className={styles.empty}>
          <p>{status === 'ongoing' ? t('emptyOngoing') : t('emptyCompleted')}</p>
          <NextLink href={buildPath('/education/online-course', locale)}>{t('browse')}</NextLink>
        </div>
      </>
    )
  return (
    <>
      {switcher}
      <ul className={styles.grid} data-testid={`courses-${status}`}>
        {courses.map((course) => {
          const lecture = course.firstLectureId ? { lecturesId: course.firstLectureId, chapterId: 0, type: 'reading', title: course.courseName } : null
          return (
            <CourseCard key={course.courseId} course={course} href={dashboardHref(locale, 'content', course)} meta={course.provided}>
              <ProgressBar progress={course.progress} />
              {lecture && status === 'ongoing' && (
                <NextLink className="btn btn--primary btn--small" href={lectureHref(locale, course.slug, lecture)}>
                  {t('continue')}
                </NextLink>
              )}
            </CourseCard>
          )
        })}
      </ul>
    </>
  )
}

export const ongoingCoursesPage = memberPage('/user/activity/online-course', ({ locale }) => <LearnerCourses locale={locale} status="ongoing" />)
export const completedCoursesPage = memberPage('/user/activity/online-course/completed', ({ locale }) => <LearnerCourses locale={locale} status="completed" />)

async function LecturerCourses({ locale }: { locale: Locale }) {
  const [t, tReport, courses] = await Promise.all([getTranslations({ locale, namespace: 'courses.lecturer' }), getTranslations({ locale, namespace: 'courses.report' }), fetchLecturerCourses(locale)])
  if (!courses) return <p className={styles.empty}>{t('empty')}</p>
  return (
    <>
      <p className={styles.intro}>{t('intro')}</p>
      {courses.length === 0 && <p className={styles.empty}>{t('empty')}</p>}
      {courses.map((course) => (
        <section key={course.courseId} className={table.course} data-testid="lecturer-course">
          <h2>
            <NextLink href={dashboardHref(locale, 'content', course)}>{course.courseName}</NextLink>
          </h2>
          <p className={styles.meta}>
            {t('enrolled', { count: course.totalEnrolled })} · {t('completedCount', { count: course.totalCompleted })} ·{' '}
            <NextLink href={buildPath('/lecturer/activity/online-course/report/[courseId]', locale, { courseId: String(course.courseId) })} data-testid="course-report-link">
              {tReport('open')}
            </NextLink>
          </p>
          {course.learners.length === 0 ? (
            <p>{t('noLearners')}</p>
          ) : (
            <div className={table.scroll}>
              <table className={table.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('learner')}</th>
                    <th scope="col">{t('enrolledAt')}</th>
                    <th scope="col">{t('progress')}</th>
                    <th scope="col">{t('status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {course.learners.map((learner) => (
                    <tr key={learner.accountId} data-testid="lecturer-learner">
                      <td>
                        {learner.fullName}
                        <br />
                        <span className={styles.meta}>{learner.email}</span>
                      </td>
                      <td>{formatDate(learner.enrolledAt, locale)}</td>
                      <td>
                        <ProgressBar progress={{ percent: learner.percent, doneLectures: learner.doneLectures, totalLectures: course.totalLectures }} />
                      </td>
                      <td>{learner.completed ? t('done') : t('inProgress')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ))}
    </>
  )
}

export const lecturerCoursesPage = memberPage('/lecturer/activity/online-course', ({ locale }) => <LecturerCourses locale={locale} />)
