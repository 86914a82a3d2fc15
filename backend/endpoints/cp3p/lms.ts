import type { Endpoint, PayloadRequest } from 'payload'
import { userIsStaff } from '../../access/is-staff'
import type { Locale } from '../../../lib/i18n/config'
import { fail, ok } from '../../lib/respond'
import { feedbackForm, postFeedback } from '../../services/cp3p/feedback'
import { courseLecture, courseMenu, findLecture, lectureLockedBy, markLectureRead, paidAccess } from '../../services/cp3p/lms'
import { courseMessage } from '../../services/courses/messages'
import { cp3pMessage } from '../../services/cp3p/messages'
import { memberHandler, parseBody, type TMemberContext } from '../handlers'
import { parseQuery } from '../../lib/parse-query'
import { ZCourseId, ZFeedbackPost, ZLectureQuery, ZMarkAsRead } from './params'

type TPaid = Extract<Awaited<ReturnType<typeof paidAccess>>, { ok: true }>

/** A learning call: only a member with a paid registration for ?courseId (or staff) gets past here. */
function lmsGet(path: string, build: (req: PayloadRequest, ctx: TMemberContext, access: TPaid) => Promise<Response> | Response): Endpoint {
  return {
    path: `/cp3p/lms/${path}`,
    method: 'get',
    handler: memberHandler(async (req, ctx) => {
      const { data, error } = parseQuery(ZCourseId, req)
      if (error) return error
      const access = await paidAccess(req.payload, ctx.user.id, data.courseId, ctx.locale, userIsStaff(ctx.user as never))
      if (!access.ok) return fail(access.status, cp3pMessage(access.reason, ctx.locale))
      return build(req, ctx, access)
    }),
  }
}

async function paidFor(req: PayloadRequest, ctx: TMemberContext, courseId: string | number, locale: Locale) {
  return paidAccess(req.payload, ctx.user.id, courseId, locale, userIsStaff(ctx.user as never))
}

const about = (access: TPaid) => ({
  courseName: access.programme.courseName || access.programme.title,
  intro: access.programme.intro ?? '',
  description: access.programme.description ?? null,
  learningObjective: (access.programme.learningObjectives ?? []).map((row) => row.text),
  targetAudience: (access.programme.targetAudience ?? []).map((row) => row.text),
  examStructure: access.programme.examStructure ?? '',
  date: access.programme.date ?? '',
  venue: access.programme.venue ?? '',
})

/** Spec section 7, cp3p learning under /cp3p/lms (dashboard, interface, mark as read, feedback). */
export const cp3pLmsEndpoints: Endpoint[] = [
  lmsGet('course-interface-menu', async (req, { user, locale }, access) => ok(await courseMenu(req.payload, user.id, access.programme, locale, userIsStaff(user as never)))),
  lmsGet('course-content', async (req, { user, locale }, access) => ok(await courseMenu(req.payload, user.id, access.programme, locale, userIsStaff(user as never)))),
  lmsGet('course-structure', async (req, { user, locale }, access) => ok({ intro: access.programme.intro ?? '', ...(await courseMenu(req.payload, user.id, access.programme, locale, userIsStaff(user as never))) })),
  lmsGet('course-about', (_req, _ctx, access) => ok(about(access))),
  lmsGet('course-announcement', (_req, _ctx, access) =>
    ok((access.programme.announcements ?? []).map((row) => ({ id: row.id ?? '', title: row.title, body: row.body ?? '', date: row.date ?? null }))),
  ),
  lmsGet('course-feedback', async (req, { user }, access) => ok(await feedbackForm(req.payload, user.id, access.programme))),
  {
    path: '/cp3p/lms/course-interface',
    method: 'get',
    handler: memberHandler(async (req, ctx) => {
      const { data, error } = parseQuery(ZLectureQuery, req)
      if (error) return error
      const access = await paidFor(req, ctx, data.courseId, ctx.locale)
      if (!access.ok) return fail(access.status, cp3pMessage(access.reason, ctx.locale))
      const blocker = await lectureLockedBy(req.payload, ctx.user.id, access.programme, data.lecturesId, ctx.locale, userIsStaff(ctx.user as never))
      if (blocker) return fail(403, courseMessage('lectureLocked', ctx.locale, { lecture: blocker.title }))
      const lecture = await courseLecture(req.payload, ctx.user.id, access.programme, data.lecturesId, ctx.locale)
      return lecture ? ok(lecture) : fail(404, cp3pMessage('lectureNotFound', ctx.locale))
    }),
  },
  {
    path: '/cp3p/lms/interface-mark-as-read',
    method: 'post',
    handler: memberHandler(async (req, ctx) => {
      const { data, error } = await parseBody(ZMarkAsRead, req)
      if (error) return error
      const access = await paidFor(req, ctx, data.courseId, ctx.locale)
      if (!access.ok) return fail(access.status, cp3pMessage(access.reason, ctx.locale))
      const lecture = await findLecture(req.payload, access.programme, data.lecturesId, ctx.locale)
      if (!lecture) return fail(404, cp3pMessage('lectureNotFound', ctx.locale))
      // As on the engine: a quiz lecture is done by passing its quiz (the engine's quiz page), not by a mark.
      if (lecture.type === 'quiz') return fail(400, cp3pMessage('quizNotMarkable', ctx.locale))
      const blocker = await lectureLockedBy(req.payload, ctx.user.id, access.programme, data.lecturesId, ctx.locale, userIsStaff(ctx.user as never))
      if (blocker) return fail(403, courseMessage('lectureLocked', ctx.locale, { lecture: blocker.title }))
      await markLectureRead(req.payload, ctx.user.id, access.programme, data.lecturesId)
      return ok({ status: true, message: cp3pMessage('markedRead', ctx.locale) }, cp3pMessage('markedRead', ctx.locale))
    }),
  },
  {
    path: '/cp3p/lms/feedback-post',
    method: 'post',
    handler: memberHandler(async (req, ctx) => {
      const { data, error } = await parseBody(ZFeedbackPost, req)
      if (error) return error
      const access = await paidFor(req, ctx, data.courseId, ctx.locale)
      if (!access.ok) return fail(access.status, cp3pMessage(access.reason, ctx.locale))
      const saved = await postFeedback(req.payload, ctx.user.id, access.programme, data.rating, data.others)
      if (!saved) return fail(409, cp3pMessage('feedbackAlready', ctx.locale))
      return ok({ code: 200, status: true, message: cp3pMessage('feedbackSaved', ctx.locale) }, cp3pMessage('feedbackSaved', ctx.locale))
    }),
  },
]
