import type { Access, PayloadRequest, Where } from 'payload'
import { userIsAdmin } from './is-admin'

/**
 * Lecturers and mentors act on the courses they teach, the ones naming them in `lecturers[].account` or `mentors`
 * (docs/decisions/016-staff-roles-in-collection-access.md). Admins act on every course.
 */
type TUserLike = { id: number | string; role?: string | null } | null | undefined
type TData = Record<string, unknown>
/** The courses a write would put its document in (a chapter's course, a lecture's...), resolved from its data. */
export type TCourseTargets = (req: PayloadRequest, data: TData) => Promise<(number | undefined)[]>

export const TEACHING_ROLES = ['lecturer', 'mentor'] as const

export function userTeaches(user: TUserLike): boolean {
  return !!user?.role && (TEACHING_ROLES as readonly string[]).includes(user.role)
}

export const idOf = (value: unknown): number | undefined => {
  const id = typeof value === 'object' && value ? (value as { id?: unknown }).id : value
  return typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : undefined
}

/** The ids of the courses `user` lectures or mentors, read once per request (an access check runs many times). */
export async function taughtCourseIds(req: PayloadRequest, user: TUserLike = req.user as TUserLike): Promise<number[]> {
  if (!user || !userTeaches(user)) return []
  const key = `taughtCourseIds:${user.id}`
  const cached = req.context?.[key] as Promise<number[]> | undefined
  if (cached) return cached
  const found = req.payload
    .find({
      collection: 'courses',
      where: { or: [{ 'lecturers.account': { equals: user.id } }, { mentors: { in: [user.id] } }] },
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
      select: { slug: true },
    })
    .then(({ docs }) => docs.map((doc) => doc.id))
  if (req.context) req.context[key] = found
  return found
}

const inCourses = (path: string, ids: number[]): Where => ({ [path]: { in: ids } })

/** Admins: every row; lecturers and mentors: the rows whose `path` is a course they teach (a Where, so lists filter). */
export function teachingRows(path = 'course'): Access {
  return async ({ req }) => {
    if (userIsAdmin(req.user)) return true
    const ids = await taughtCourseIds(req)
    return ids.length ? inCourses(path, ids) : false
  }
}

/** A member's own rows (`user`), and for lecturers and mentors also every row of the courses they teach. */
export function ownerOrTeaching(path = 'course'): Access {
  return async ({ req }) => {
    if (!req.user) return false
    if (userIsAdmin(req.user)) return true
    const own: Where = { user: { equals: req.user.id } }
    const ids = await taughtCourseIds(req)
    return ids.length ? { or: [own, inCourses(path, ids)] } : own
  }
}

async function targetsTaught(req: PayloadRequest, data: TData, targets: TCourseTargets, ids: number[]) {
  return (await targets(req, data)).every((id) => id !== undefined && ids.includes(id))
}

/**
 * Create: every course the data names must be one the user teaches. Naming none is left to validation (the course,
 * chapter or lecture is required, so such a document cannot be saved); without data (the permissions /admin asks
 * for to draw its buttons) a lecturer or mentor of any course may.
 */
export function teachingCreate(targets: TCourseTargets): Access {
  return async ({ req, data }) => {
    if (userIsAdmin(req.user)) return true
    const ids = await taughtCourseIds(req)
    if (!ids.length) return false
    if (!data) return true
    return targetsTaught(req, data as TData, targets, ids)
  }
}

/** Update: only rows of taught courses, and a write naming another course (moving the row there) is refused. */
export function teachingUpdate(targets: TCourseTargets, path = 'course'): Access {
  return async ({ req, data }) => {
    if (userIsAdmin(req.user)) return true
    const ids = await taughtCourseIds(req)
    if (!ids.length) return false
    if (data && !(await targetsTaught(req, data as TData, targets, ids))) return false
    return inCourses(path, ids)
  }
}

/** The `course` named in the data itself. */
export const namedCourse: TCourseTargets = async (_req, data) => (data.course == null ? [] : [idOf(data.course) ?? -1])

/** The course of the chapter (or lecture) named in `field`, read without access (the id is checked, not shown). */
export function courseOf(field: 'chapter' | 'lecture'): TCourseTargets {
  const collection = field === 'chapter' ? 'course-chapters' : 'course-lectures'
  return async (req, data) => {
    if (data[field] == null) return []
    const id = idOf(data[field])
    if (id === undefined) return [-1]
    const doc = await req.payload.findByID({ collection, id, depth: 0, overrideAccess: true, disableErrors: true, req })
    return [idOf(doc?.course) ?? -1]
  }
}

/** Every target the given resolvers find. */
export function allOf(...resolvers: TCourseTargets[]): TCourseTargets {
  return async (req, data) => (await Promise.all(resolvers.map((resolve) => resolve(req, data)))).flat()
}
