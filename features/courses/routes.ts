import { titleSlug } from '@/lib/format/slug'
import type { Locale } from '@/lib/i18n/config'
import { buildPath } from '@/lib/i18n/resolve-path'

type TCourseRef = { slug: string; courseName: string }

export const DASHBOARD_ROUTES = {
  content: '/online-course/course-content/[slug]/[title]',
  grades: '/online-course/grades/[slug]/[title]',
  discussion: '/online-course/discussion/[slug]/[title]',
  announcement: '/online-course/announcement/[slug]/[title]',
  material: '/online-course/material/[slug]/[title]',
  feedback: '/online-course/feedback/[slug]/[title]',
  certificate: '/online-course/e-certificate/[slug]/[title]',
  about: '/online-course/about-course/[slug]/[title]',
} as const
export type TDashboardPage = keyof typeof DASHBOARD_ROUTES

/**
 * Spec section 2 "Course dashboard side menu": course content, grades (learner and exam available), discussion,
 * announcement, materials, e-certificate (learner), about; "also feedback and certificate entries": the course
 * feedback sits before the e-certificate, for learners only like it (staff give no course feedback).
 */
export function dashboardMenuPages(head: { role: 'learner' | 'teacher'; examAvailable: boolean }): TDashboardPage[] {
  const learner = head.role === 'learner'
  return [
    'content',
    ...(learner && head.examAvailable ? (['grades'] as const) : []),
    'discussion',
    'announcement',
    'material',
    ...(learner ? (['feedback', 'certificate'] as const) : []),
    'about',
  ]
}

/** The entries under the chapters of the course interface's side menu, for a learner: feedback and certificate. */
export const lectureMenuExtras = (head: { role: 'learner' | 'teacher' }): TDashboardPage[] => (head.role === 'learner' ? ['feedback', 'certificate'] : [])

const params = (course: TCourseRef) => ({ slug: course.slug, title: titleSlug(course.courseName) })

export const enrolHref = (locale: Locale, course: TCourseRef) => buildPath('/education/online-course/[slug]/[title]', locale, params(course))
export const dashboardHref = (locale: Locale, page: TDashboardPage, course: TCourseRef) => buildPath(DASHBOARD_ROUTES[page], locale, params(course))
export const examHref = (locale: Locale, course: TCourseRef) => buildPath('/online-course/exam/[slug]/[title]', locale, params(course))

export function lectureHref(locale: Locale, slug: string, lecture: { lecturesId: number; chapterId: number; type: string; title: string }) {
  // Spec section 2: a quiz lecture opens the quiz page of its chapter, any other lecture the course interface.
  if (lecture.type === 'quiz') return buildPath('/online-course/quiz/[slug]/[chapterId]/[title]', locale, { slug, chapterId: String(lecture.chapterId), title: titleSlug(lecture.title) })
  return buildPath('/course-interface/[slug]/[lecturesId]/[title]', locale, { slug, lecturesId: String(lecture.lecturesId), title: titleSlug(lecture.title) })
}
