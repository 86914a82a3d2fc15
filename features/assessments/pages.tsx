import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { DashboardMenu } from '@/features/courses/components/DashboardMenu'
import { LectureMenu } from '@/features/courses/components/LectureMenu'
import { coursePage, type TCoursePageArgs } from '@/features/courses/course-page'
import { dashboardHref } from '@/features/courses/routes'
import type { AppPathname } from '@/lib/i18n/pathnames'
import { AssessmentIntro } from './components/AssessmentIntro'
import { AssessmentReview } from './components/AssessmentReview'
import { AssessmentTaker } from './components/AssessmentTaker'
import { GradesTable } from './components/GradesTable'
import type { TTarget } from './client-api'
import type { TAssessmentPlace, TAssessmentStep } from './routes'

type TArgs = TCoursePageArgs<'course-interface/menu'>

const chapterOf = (args: TArgs) => Number(args.params.chapterId ?? 0)

/** The chapter's quiz lecture is the active entry of the side menu on quiz pages; none on exam pages. */
function menu(args: TArgs) {
  const chapter = args.data.listingChapter.find((row) => row.chapterId === chapterOf(args))
  const quiz = chapter?.lectures.find((lecture) => lecture.type === 'quiz')
  return <LectureMenu initial={args.data} activeLectureId={quiz?.lecturesId ?? 0} />
}

function body(type: 'quiz' | 'exam', step: TAssessmentStep) {
  return function AssessmentBody(args: TArgs): ReactNode {
    const target: TTarget = type === 'quiz' ? { courseId: args.data.courseId, type, chapterId: chapterOf(args) } : { courseId: args.data.courseId, type }
    const place: TAssessmentPlace = { type, slug: args.data.slug, title: args.params.title ?? type, chapterId: type === 'quiz' ? chapterOf(args) : undefined }
    if (step === 'detail') return <AssessmentTaker target={target} place={place} />
    if (step === 'review') return <AssessmentReview target={target} place={place} />
    return <AssessmentIntro target={target} place={place} gradesHref={dashboardHref(args.locale, 'grades', args.data)} />
  }
}

/** Quiz and exam pages: the course shell (enrolment checked by the API) around a client part that calls the server. */
function assessmentPage(route: AppPathname, type: 'quiz' | 'exam', step: TAssessmentStep) {
  return coursePage({
    route,
    call: 'course-interface/menu',
    back: 'material',
    query: (params) => (type === 'exam' || /^\d{1,10}$/.test(params.chapterId ?? '') ? {} : null),
    menu,
    body: body(type, step),
  })
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
