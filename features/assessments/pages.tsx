import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { CourseGate } from '@/features/courses/components/CourseGate'
import { CourseShell } from '@/features/courses/components/CourseShell'
import { DashboardMenu } from '@/features/courses/components/DashboardMenu'
import { BrowserLectureMenu } from '@/features/courses/components/LectureMenu'
import { courseMetadata, coursePage } from '@/features/courses/course-page'
import { fetchCourseDetail } from '@/features/courses/queries'
import { dashboardHref } from '@/features/courses/routes'
import { isLocale } from '@/lib/i18n/config'
import type { AppPathname } from '@/lib/i18n/pathnames'
import { AssessmentIntro } from './components/AssessmentIntro'
import { AssessmentReview } from './components/AssessmentReview'
import { AssessmentTaker } from './components/AssessmentTaker'
import { GradesTable } from './components/GradesTable'
import type { TTarget } from './client-api'
import type { TAssessmentPlace, TAssessmentStep } from './routes'

type TParams = { locale: string; slug: string; title?: string; chapterId?: string }

/**
 * Quiz and exam pages (decision 061): a shell the same for every member, rendered once and cached like a public page
 * (the course's public detail names it), around the parts the browser asks the API for as the member: the course
 * menu, which is also the session and enrolment check (CourseGate), and the quiz or exam itself. A thousand learners
 * opening the same exam at once cost the server a cached page each, not a render each (issue 26).
 */
function assessmentPage(route: AppPathname, type: 'quiz' | 'exam', step: TAssessmentStep) {
  async function Page({ params }: { params: Promise<TParams> }) {
    const { locale, slug, title, chapterId: chapterParam } = await params
    const chapterId = Number(chapterParam ?? 0)
    if (!isLocale(locale) || !/^[a-z0-9-]{1,120}$/.test(slug) || (type === 'quiz' && !/^\d{1,10}$/.test(chapterParam ?? ''))) notFound()
    setRequestLocale(locale)
    const detail = await fetchCourseDetail(locale, slug)
    if (!detail) notFound()
    const course = { slug: detail.slug, courseName: detail.banner.courseName }
    const target: TTarget = type === 'quiz' ? { courseId: detail.courseId, type, chapterId } : { courseId: detail.courseId, type }
    const place: TAssessmentPlace = { type, slug: detail.slug, title: title ?? type, chapterId: type === 'quiz' ? chapterId : undefined }
    return (
      <CourseShell locale={locale} course={course} back="material" menu={<BrowserLectureMenu courseId={detail.courseId} quizChapterId={type === 'quiz' ? chapterId : undefined} />}>
        <CourseGate courseId={detail.courseId} slug={detail.slug}>
          {step === 'detail' ? (
            <AssessmentTaker target={target} place={place} />
          ) : step === 'review' ? (
            <AssessmentReview target={target} place={place} />
          ) : (
            <AssessmentIntro target={target} place={place} gradesHref={dashboardHref(locale, 'grades', course)} />
          )}
        </CourseGate>
      </CourseShell>
    )
  }
  return { generateMetadata: courseMetadata(route), Page }
}

export const quizPage = assessmentPage('/online-course/quiz/[slug]/[chapterId]/[title]', 'quiz', 'intro')
export const quizDetailPage = assessmentPage('/online-course/quiz-detail/[slug]/[chapterId]/[title]', 'quiz', 'detail')
export const quizReviewPage = assessmentPage('/online-course/quiz-review/[slug]/[chapterId]/[title]', 'quiz', 'review')
export const examPage = assessmentPage('/online-course/exam/[slug]/[title]', 'exam', 'intro')
export const examDetailPage = assessmentPage('/online-course/exam-detail/[slug]/[title]', 'exam', 'detail')
export const examReviewPage = assessmentPage('/online-course/exam-review/[slug]/[title]', 'exam', 'review')

/** Grades: every quiz and the exam of the course with the learner's results. */
export const gradesPage = coursePage({
  route: '/online-course/grades/[slug]/[title]',
  call: 'course-interface/menu',
  back: 'enrol',
  menu: ({ locale, data }) => <DashboardMenu locale={locale} head={data} active="grades" />,
  body: async ({ locale, data }) => {
    const t = await getTranslations({ locale, namespace: 'assessments.grades' })
    return (
      <>
        <h1>{t('title')}</h1>
        {data.role === 'learner' ? <GradesTable courseId={data.courseId} slug={data.slug} /> : <p>{(await getTranslations({ locale, namespace: 'assessments.intro' }))('teacherOnly')}</p>}
      </>
    )
  },
})
