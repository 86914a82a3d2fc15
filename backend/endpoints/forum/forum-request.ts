import type { Endpoint, PayloadRequest } from 'payload'
import type { z } from 'zod'
import { isExamAvailable } from '../../services/courses/progress'
import type { TViewer } from '../../services/forum/threads'
import { memberHandler, parseBody, type TMemberContext } from '../handlers'
import { openCourse, type TCourseContext } from '../courses/course-request'
import { parseQuery } from '../../lib/parse-query'

export type TForumHandler<T> = (req: PayloadRequest, input: T, ctx: TCourseContext, member: TMemberContext & { viewer: TViewer }) => Promise<Response>

/**
 * Every discussion call: signed in (401), a published course (404), the caller enrolled in it or teaching it
 * (403, decision 004 openCourse), then the call's own input checked (400).
 */
function forumCall<TSchema extends z.ZodType<{ courseId: string | number }>>(path: string, method: 'get' | 'post' | 'delete', schema: TSchema, handler: TForumHandler<z.output<TSchema>>): Endpoint {
  return {
    path: `/online-course/discussion/${path}`,
    method,
    handler: memberHandler(async (req, member) => {
      const parsed = method === 'get' ? parseQuery(schema, req) : await parseBody(schema, req)
      if (parsed.error) return parsed.error
      const opened = await openCourse(req, member.user, parsed.data.courseId, member.locale)
      if (opened.error) return opened.error
      const viewer = { userId: member.user.id, teaches: opened.ctx.role === 'teacher' }
      return handler(req, parsed.data, opened.ctx, { ...member, viewer })
    }),
  }
}

export const forumGet = <TSchema extends z.ZodType<{ courseId: string | number }>>(path: string, schema: TSchema, handler: TForumHandler<z.output<TSchema>>) => forumCall(path, 'get', schema, handler)
export const forumWrite = <TSchema extends z.ZodType<{ courseId: string | number }>>(path: string, method: 'post' | 'delete', schema: TSchema, handler: TForumHandler<z.output<TSchema>>) =>
  forumCall(path, method, schema, handler)

/** What every discussion page shows around its content (the course pages' head, decision 004). */
export function forumHead(ctx: TCourseContext) {
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
