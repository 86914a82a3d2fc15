import type { Endpoint, PayloadRequest } from 'payload'
import { ZCourseQuery, ZLectureQuery, ZMarkAsReadBody } from '../../../lib/contracts/courses/api-params'
import { fail, ok } from '../../lib/respond'
import { getLecture } from '../../services/courses/get-lecture'
import { markLectureRead } from '../../services/courses/mark-lecture-read'
import { issueCertificateIfComplete } from '../../services/certificates/issue-certificate'
import { courseMessage } from '../../services/courses/messages'
import { lectureBlocker } from '../../services/courses/completion-rules'
import { isExamAvailable, learnerProgress, progressRules } from '../../services/courses/progress'
import { learnerStanding } from '../../services/courses/learner-standing'
import { toAnnouncements, toMaterials } from '../../services/courses/shapes'
import { memberHandler, parseBody, type TMemberContext } from '../handlers'
import { parseQuery } from '../../lib/parse-query'
import { chaptersWithStatus, openCourse, type TCourseContext } from './course-request'

type TCourseHandler = (req: PayloadRequest, ctx: TCourseContext, member: TMemberContext) => Response | Promise<Response>

// Built once: a zod v4 object schema compiles its parser on first use, about 60 µs, so one made per call paid it every call.
const ZCourseGetQuery = ZCourseQuery.passthrough()

/** A GET on one course: signed in (401), the course exists (404), the user is enrolled or teaches it (403). */
function courseGet(path: string, handler: TCourseHandler): Endpoint {
  return {
    path,
    method: 'get',
    handler: memberHandler(async (req, member) => {
      const { data, error } = parseQuery(ZCourseGetQuery, req)
      if (error) return error
      const opened = await openCourse(req, member.user, data.courseId, member.locale)
      if (opened.error) return opened.error
      return handler(req, opened.ctx, member)
    }),
  }
}

/** What the course pages share: name, slug, who is looking, the learner's progress and exam availability. */
function courseHead(ctx: TCourseContext) {
  return {
    courseId: ctx.course.id,
    slug: ctx.course.slug,
    courseName: ctx.course.name,
    role: ctx.role,
    progress: ctx.progress,
    finalExam: !!ctx.course.finalExam,
    examAvailable: ctx.role === 'learner' && isExamAvailable(!!ctx.course.finalExam, ctx.progress),
  }
}

const structure: TCourseHandler = (_req, ctx) =>
  ok({ ...courseHead(ctx), intro: ctx.course.intro ?? '', examStatus: ctx.progress?.finalExamPassed ?? false, listingChapter: chaptersWithStatus(ctx) })

/** Spec section 7 "Online course" and "Interface": everything a course's own pages read. */
export const courseLearningEndpoints: Endpoint[] = [
  courseGet('/online-course/course-structure', structure),
  courseGet('/online-course/course-content', structure),
  courseGet('/online-course/course-interface/menu', (_req, ctx) => ok({ ...courseHead(ctx), listingChapter: chaptersWithStatus(ctx) })),
  courseGet('/online-course/announcement', async (req, ctx, { locale }) => {
    const withAnnouncements = await req.payload.findByID({ collection: 'courses', id: ctx.course.id, locale, depth: 0, select: { announcements: true }, overrideAccess: true })
    return ok({ ...courseHead(ctx), announcements: toAnnouncements(withAnnouncements) })
  }),
  courseGet('/online-course/material', async (req, ctx, { locale }) => {
    // The course was read at depth 0: its material files are populated here, the one call that shows them.
    const withFiles = await req.payload.findByID({ collection: 'courses', id: ctx.course.id, locale, depth: 1, select: { materials: true }, overrideAccess: true })
    return ok({ ...courseHead(ctx), materials: toMaterials(withFiles) })
  }),
  courseGet('/online-course/interface', async (req, ctx, { locale }) => {
    const { data, error } = parseQuery(ZLectureQuery, req)
    if (error) return error
    const blocker = lectureBlocker(ctx, data.lecturesId)
    if (blocker) return fail(403, courseMessage('lectureLocked', locale, { lecture: blocker.title }))
    const lecture = await getLecture(req.payload, ctx.course, ctx.outline, data.lecturesId, ctx.progress?.doneLectureIds ?? [], locale)
    // A workshop course's lecture page has the fixed workshop layout (spec section 2, decision 031).
    return lecture ? ok({ ...courseHead(ctx), workshop: !!ctx.course.workshop, lecture }) : fail(404, courseMessage('notFound', locale))
  }),
  {
    path: '/online-course/mark-as-read',
    method: 'post',
    handler: memberHandler(async (req, { user, locale }) => {
      const { data, error } = await parseBody(ZMarkAsReadBody, req)
      if (error) return error
      // Progress is read after the mark (below), so it includes this one and any made at the same moment.
      const opened = await openCourse(req, user, data.courseId, locale, { progress: false })
      if (opened.error) return opened.error
      const { course, outline, role } = opened.ctx
      const blocker = lectureBlocker(opened.ctx, data.lecturesId)
      if (blocker) return fail(403, courseMessage('lectureLocked', locale, { lecture: blocker.title }))
      if (role !== 'learner') return fail(403, courseMessage('learnerOnlyProgress', locale))
      const lecture = outline.flatMap((chapter) => chapter.lectures).find((row) => row.lecturesId === data.lecturesId)
      if (!lecture) return fail(404, courseMessage('notFound', locale))
      if (lecture.type === 'quiz') return fail(400, courseMessage('quizNotMarkable', locale))
      await markLectureRead(req.payload, user.id, course.id, lecture.lecturesId)
      // Marks and attempts read together (one statement on PostgreSQL).
      const standing = await learnerStanding(req.payload, user.id, course.id)
      const progress = await learnerProgress(req.payload, user.id, course.id, outline, !!course.finalExam, progressRules(course), standing)
      if (progress.completed) await issueCertificateIfComplete(req.payload, user.id, course.id)
      return ok({ status: true, markAsRead: true, progress }, courseMessage('markedRead', locale))
    }, 'learner'),
  },
]
