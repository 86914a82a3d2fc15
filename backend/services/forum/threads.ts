import type { Payload, Where } from 'payload'
import type { TOutlineChapter } from '../courses/course-outline'
import { authorIdOf, toThread, type TThread } from './shapes'
import { forgetThread } from './subscriptions'

export const THREAD_SORTS = ['newest', 'oldest', 'title'] as const
export type TThreadSort = (typeof THREAD_SORTS)[number]
const SORT_FIELD: Record<TThreadSort, string> = { newest: '-createdAt', oldest: 'createdAt', title: 'title' }

export type TViewer = { userId: number; teaches: boolean }
export type TThreadFilter = { chapterId?: number; search?: string; sortBy: TThreadSort; skip: number; take: number }

/** Staff of the course may delete any post; everyone else only their own. */
export const mayDelete = (viewer: TViewer, authorId: number) => viewer.teaches || viewer.userId === authorId

/** Hidden posts are left out for learners; moderators (the course's staff) see them, marked (docs/decisions/041). */
export const visiblePosts = (viewer: Pick<TViewer, 'teaches'>): Where[] => (viewer.teaches ? [] : [{ or: [{ hidden: { equals: false } }, { hidden: { exists: false } }] }])

async function commentCounts(payload: Payload, threadIds: number[], viewer: TViewer): Promise<Map<number, number>> {
  const counts = await Promise.all(
    threadIds.map((id) => payload.count({ collection: 'forum-comments', where: { and: [{ thread: { equals: id } }, ...visiblePosts(viewer)] }, overrideAccess: true })),
  )
  return new Map(threadIds.map((id, index) => [id, counts[index]?.totalDocs ?? 0]))
}

/** A course's threads, optionally of one chapter and matching a search, a page at a time (spec page size 6). */
export async function listThreads(payload: Payload, courseId: number, viewer: TViewer, filter: TThreadFilter): Promise<{ threadList: TThread[]; totalThread: number }> {
  const search = filter.search?.trim()
  const where: Where = {
    and: [
      { course: { equals: courseId } },
      ...visiblePosts(viewer),
      ...(filter.chapterId ? [{ chapter: { equals: filter.chapterId } }] : []),
      ...(search ? [{ or: [{ title: { like: search } }, { description: { like: search } }] }] : []),
    ],
  }
  const { docs, totalDocs } = await payload.find({
    collection: 'forum-threads',
    where,
    // Pinned threads first, then the chosen order.
    sort: ['-pinned', SORT_FIELD[filter.sortBy]],
    limit: filter.take,
    page: Math.floor(filter.skip / filter.take) + 1,
    depth: 2,
    overrideAccess: true,
  })
  const counts = await commentCounts(payload, docs.map((doc) => doc.id), viewer)
  return { threadList: docs.map((doc) => toThread(doc, counts.get(doc.id) ?? 0, mayDelete(viewer, authorIdOf(doc)))), totalThread: totalDocs }
}

/** The course's thread; a hidden one only for a viewer who moderates the course (no viewer: the server's own reads). */
export async function findThread(payload: Payload, courseId: number, threadId: number, viewer?: Pick<TViewer, 'teaches'>) {
  const doc = await payload.findByID({ collection: 'forum-threads', id: threadId, depth: 2, overrideAccess: true, disableErrors: true })
  const ownCourse = doc && (typeof doc.course === 'object' ? doc.course.id : doc.course) === courseId
  if (!ownCourse || (doc.hidden && viewer && !viewer.teaches)) return null
  return doc
}

/** A thread found with findThread, as the thread page shows it to this viewer. */
export async function threadView(payload: Payload, doc: NonNullable<Awaited<ReturnType<typeof findThread>>>, viewer: TViewer): Promise<TThread> {
  const counts = await commentCounts(payload, [doc.id], viewer)
  return toThread(doc, counts.get(doc.id) ?? 0, mayDelete(viewer, authorIdOf(doc)))
}

/** The chapter must be one of the course's, and the sub-chapter (a lecture), when given, one of that chapter's. */
export function chapterBelongs(outline: TOutlineChapter[], chapterId: number, subchapterId?: number | null): boolean {
  const chapter = outline.find((row) => row.chapterId === chapterId)
  if (!chapter) return false
  return !subchapterId || chapter.lectures.some((lecture) => lecture.lecturesId === subchapterId)
}

export async function createThread(payload: Payload, input: { courseId: number; chapterId: number; subchapterId?: number | null; title: string; description: string; authorId: number }) {
  return payload.create({
    collection: 'forum-threads',
    data: { course: input.courseId, chapter: input.chapterId, subChapter: input.subchapterId ?? null, title: input.title, description: input.description, author: input.authorId },
    overrideAccess: true,
  })
}

/** Removes a thread with its comments, its subscriptions and the digest lines waiting to mention it. */
export async function deleteThread(payload: Payload, threadId: number): Promise<void> {
  await forgetThread(payload, threadId)
  await payload.delete({ collection: 'forum-comments', where: { thread: { equals: threadId } }, overrideAccess: true })
  await payload.delete({ collection: 'forum-threads', id: threadId, overrideAccess: true })
}
