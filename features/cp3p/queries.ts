import 'server-only'
import type { TCp3pFeedbackForm } from '@/backend/services/cp3p/feedback'
import type { TCp3pLecture, TCp3pMenu } from '@/backend/services/cp3p/lms'
import type { TCp3pRegistrationSummary } from '@/backend/services/cp3p/registration-summary'
import type { TEnrollmentValidation } from '@/backend/services/cp3p/registrations'
import type { TCp3pCourseCard, TCp3pCourseDetail, TCp3pEnrollment } from '@/backend/services/cp3p/shapes'
import type { TRichText } from '@/backend/services/shapes'
import { memberApi } from '@/features/account/member-queries'
import { dataOf, type TApiEnvelope } from '@/lib/api/client'
import { publicApi } from '@/lib/api/server'
import type { Locale } from '@/lib/i18n/config'
import { CP3P_CACHE_TAG } from '@/lib/contracts/cp3p/cache-tag'

// Seats and due dates change with time and registrations: public reads are kept for a minute at most.
const pub = async <T>(locale: Locale, url: string, params?: Record<string, string>) =>
  dataOf(await publicApi(locale, [CP3P_CACHE_TAG], 60).get<TApiEnvelope<T>>(url, { params }))

export type TCp3pLanding = { title: string; intro: string; courses: TCp3pCourseCard[] }
export type TCp3pTestimony = TCp3pCourseDetail['testimony'][number] & { course: string }
export type TCp3pSection = { title: string; body: TRichText | null }
export type TCp3pFaq = { faq: { question: string; answer: string }[]; inhouseIntro: string }
export type TCp3pAnnouncement = { id: string; title: string; body: string; date: string | null }
export type TCp3pAbout = {
  courseName: string
  intro: string
  description: TRichText | null
  learningObjective: string[]
  targetAudience: string[]
  examStructure: string
  date: string
  venue: string
}

export const fetchLanding = (locale: Locale) => pub<TCp3pLanding>(locale, '/cp3p/landing')
export const fetchCourseList = (locale: Locale, currency?: string) =>
  pub<TCp3pCourseCard[]>(locale, '/cp3p/public-course/list', currency ? { currency } : undefined)
/** Programmes still open for registration, the soonest deadline first (the home page's cp3p strip). */
export const fetchCp3pHighlight = async (locale: Locale, take: number) => (await pub<TCp3pCourseCard[]>(locale, '/static/cp3p/highlight', { take: String(take) })) ?? []
/** What past participants said, across programmes (the landing page). */
export const fetchTestimonies = async (locale: Locale) => (await pub<TCp3pTestimony[]>(locale, '/cp3p/testimony')) ?? []
export const fetchSection = (locale: Locale, path: string) => pub<TCp3pSection>(locale, `/cp3p/about/${path}`)
export const fetchFaq = (locale: Locale) => pub<TCp3pFaq>(locale, '/cp3p/about/faq')
export const fetchCourseDetail = (locale: Locale, courseId: string) => pub<TCp3pCourseDetail>(locale, '/cp3p/public-course/detail', { courseId })
export const fetchEnrollment = (locale: Locale, courseId: string) => pub<TCp3pEnrollment>(locale, '/cp3p/public-course/detail-enrollment', { courseId })

/** A member call: the answer, or the status and message of the refusal (403 not paid, 404 not registered). */
async function member<T>(locale: Locale, url: string, params: Record<string, string>) {
  const response = await (await memberApi(locale)).get<TApiEnvelope<T>>(url, { params })
  return { data: dataOf(response), status: response.status, message: response.data?.message ?? '' }
}

export const fetchValidation = (locale: Locale, courseId: string) => member<TEnrollmentValidation>(locale, '/cp3p/public-course/detail-enrollment-validation', { courseId })
export const fetchSummary = (locale: Locale, courseId: string) => member<TCp3pRegistrationSummary>(locale, '/cp3p/public-course/registration-summary', { courseId })
export const fetchMyRegistrations = (locale: Locale) => member<TCp3pRegistrationSummary[]>(locale, '/cp3p/course-enroll/list', {})
export const fetchMenu = (locale: Locale, courseId: string) => member<TCp3pMenu>(locale, '/cp3p/lms/course-interface-menu', { courseId })
export const fetchAnnouncements = (locale: Locale, courseId: string) => member<TCp3pAnnouncement[]>(locale, '/cp3p/lms/course-announcement', { courseId })
export const fetchAbout = (locale: Locale, courseId: string) => member<TCp3pAbout>(locale, '/cp3p/lms/course-about', { courseId })
export const fetchFeedback = (locale: Locale, courseId: string) => member<TCp3pFeedbackForm>(locale, '/cp3p/lms/course-feedback', { courseId })
export const fetchLecture = (locale: Locale, courseId: string, lecturesId: string) =>
  member<TCp3pLecture>(locale, '/cp3p/lms/course-interface', { courseId, lecturesId })
