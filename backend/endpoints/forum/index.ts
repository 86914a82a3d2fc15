import { addDataAndFileToRequest, type Endpoint } from 'payload'
import * as P from '../../../lib/contracts/forum'
import { FORUM_IMAGE_MAX_BYTES } from '../../collections/ForumImages'
import { fail, ok } from '../../lib/respond'
import { imageOf } from '../../services/shapes'
import { createComment, deleteComment, findComment, listComments } from '../../services/forum/comments'
import { deliverPost } from '../../services/forum/deliver-post'
import { forumMessage } from '../../services/forum/messages'
import { hasContent, sanitizeRichText } from '../../services/forum/sanitize'
import { toCreator } from '../../services/forum/shapes'
import { chapterBelongs, createThread, deleteThread, findThread, listThreads, mayDelete, threadView, visiblePosts, type TViewer } from '../../services/forum/threads'
import { authorIdOf } from '../../services/forum/shapes'
import { uploadForumImage } from '../../services/forum/upload-image'
import { memberHandler } from '../handlers'
import { openCourse, type TCourseContext } from '../courses/course-request'
import { parseQuery } from '../../lib/parse-query'
import { forumGet, forumHead, forumWrite } from './forum-request'
import { moderationEndpoints } from './moderation'
import { subscriptionEndpoints } from './subscriptions'
import { courseSubscription, threadSubscription } from '../../services/forum/subscriptions'

async function countByChapter(payload: Parameters<typeof listThreads>[0], ctx: TCourseContext, viewer: TViewer) {
  const counts = await Promise.all(
    ctx.outline.map((chapter) => payload.count({ collection: 'forum-threads', where: { and: [{ chapter: { equals: chapter.chapterId } }, ...visiblePosts(viewer)] }, overrideAccess: true })),
  )
  return ctx.outline.map((chapter, index) => ({
    chapterId: chapter.chapterId,
    chapterName: chapter.chapterName,
    totalThread: counts[index]?.totalDocs ?? 0,
    subchapters: chapter.lectures.map((lecture) => ({ subchapterId: lecture.lecturesId, title: lecture.title })),
  }))
}

/** The discussion home: chapter list with thread counts, the course's lecturers and mentors, the intro. */
const lists = forumGet('lists', P.ZForumCourseQuery, async (req, _input, ctx, member) => {
  // The lecturers' photos and the mentors' accounts are populated here (openCourse reads the course at depth 0).
  const course = await req.payload.findByID({ collection: 'courses', id: ctx.course.id, locale: member.locale, depth: 2, select: { lecturers: true, mentors: true }, overrideAccess: true })
  const mentors = (course.mentors ?? []).flatMap((mentor) => (typeof mentor === 'object' ? [toCreator(mentor)] : []))
  return ok({
    ...forumHead(ctx),
    intro: ctx.course.intro ?? '',
    chapterList: await countByChapter(req.payload, ctx, member.viewer),
    lecturers: (course.lecturers ?? []).map((lecturer) => ({ name: lecturer.name, position: lecturer.position ?? '', ava: imageOf(lecturer.photo) })),
    mentors,
    courseFollowing: await courseSubscription(req.payload, member.user.id, ctx.course.id),
  })
})

const threadList = (path: string) =>
  forumGet(path, P.ZThreadListQuery, async (req, input, ctx, { viewer }) => {
    const chapterId = input.chapterId ?? input.filterChapter
    return ok(await listThreads(req.payload, ctx.course.id, viewer, { chapterId, search: input.search, sortBy: input.sortBy, skip: input.skip, take: input.take }))
  })

const chapterOf = (ctx: TCourseContext, chapterId: number) => ctx.outline.find((chapter) => chapter.chapterId === chapterId)

const endpoints: Endpoint[] = [
  lists,
  forumGet('detail', P.ZSubchapterQuery, async (_req, input, ctx, { locale }) => {
    const chapter = chapterOf(ctx, input.chapterId)
    return chapter ? ok({ ...forumHead(ctx), chapterDetail: { chapterId: chapter.chapterId, chapterName: chapter.chapterName } }) : fail(404, forumMessage('notFound', locale))
  }),
  threadList('thread-list'),
  threadList('general-search'),
  forumGet('thread', P.ZThreadQuery, async (req, input, ctx, { locale, viewer }) => {
    const doc = await findThread(req.payload, ctx.course.id, input.threadId, viewer)
    if (!doc) return fail(404, forumMessage('notFound', locale))
    const [thread, subscription] = await Promise.all([threadView(req.payload, doc, viewer), threadSubscription(req.payload, viewer.userId, ctx.course.id, doc)])
    return ok({ ...forumHead(ctx), thread, subscription, chapterName: chapterOf(ctx, thread.chapterId)?.chapterName ?? '' })
  }),
  forumGet('list-comment', P.ZCommentListQuery, async (req, input, ctx, { locale, viewer }) => {
    if (!(await findThread(req.payload, ctx.course.id, input.threadId, viewer))) return fail(404, forumMessage('notFound', locale))
    return ok(await listComments(req.payload, input.threadId, viewer, input))
  }),
  forumGet('master-chapter', P.ZForumCourseQuery, async (_req, _input, ctx) => ok(ctx.outline.map(({ chapterId, chapterName }) => ({ chapterId, chapterName })))),
  forumGet('master-subchapter', P.ZSubchapterQuery, async (_req, input, ctx, { locale }) => {
    const chapter = chapterOf(ctx, input.chapterId)
    return chapter ? ok(chapter.lectures.map((lecture) => ({ subchapterId: lecture.lecturesId, title: lecture.title }))) : fail(404, forumMessage('notFound', locale))
  }),
  forumWrite('create-thread', 'post', P.ZCreateThreadBody, async (req, input, ctx, { user, locale }) => {
    if (!chapterBelongs(ctx.outline, input.chapterId, input.subchapterId)) return fail(400, forumMessage('badChapter', locale))
    const description = sanitizeRichText(input.description)
    if (!hasContent(description)) return fail(400, forumMessage('emptyText', locale))
    const thread = await createThread(req.payload, { courseId: ctx.course.id, chapterId: input.chapterId, subchapterId: input.subchapterId, title: input.title, description, authorId: user.id })
    await deliverPost(req.payload, { thread, courseId: ctx.course.id, courseSlug: ctx.course.slug, html: description, author: user, mentions: input.mentions })
    return ok({ threadId: thread.id, slug: ctx.course.slug, title: thread.title }, forumMessage('threadCreated', locale))
  }),
  forumWrite('create-thread', 'delete', P.ZDeleteThreadBody, async (req, input, ctx, { locale, viewer }) => {
    const thread = await findThread(req.payload, ctx.course.id, input.threadId, viewer)
    if (!thread) return fail(404, forumMessage('notFound', locale))
    if (!mayDelete(viewer, authorIdOf(thread))) return fail(403, forumMessage('notYours', locale))
    await deleteThread(req.payload, thread.id)
    return ok({ threadId: thread.id }, forumMessage('threadDeleted', locale))
  }),
  forumWrite('create-comment', 'post', P.ZCreateCommentBody, async (req, input, ctx, { user, locale, viewer }) => {
    const thread = await findThread(req.payload, ctx.course.id, input.threadId, viewer)
    if (!thread) return fail(404, forumMessage('notFound', locale))
    if (thread.locked) return fail(403, forumMessage('locked', locale))
    const body = sanitizeRichText(input.description)
    if (!hasContent(body)) return fail(400, forumMessage('emptyText', locale))
    const comment = await createComment(req.payload, { thread, courseId: ctx.course.id, courseSlug: ctx.course.slug, body, author: user, mentions: input.mentions })
    return ok({ commentId: comment.id }, forumMessage('commentCreated', locale))
  }),
  forumWrite('create-comment', 'delete', P.ZDeleteCommentBody, async (req, input, ctx, { locale, viewer }) => {
    const thread = await findThread(req.payload, ctx.course.id, input.threadId, viewer)
    const comment = thread ? await findComment(req.payload, thread.id, input.commentId, viewer) : null
    if (!comment) return fail(404, forumMessage('notFound', locale))
    if (!mayDelete(viewer, authorIdOf(comment))) return fail(403, forumMessage('notYours', locale))
    await deleteComment(req.payload, comment.id)
    return ok({ commentId: comment.id }, forumMessage('commentDeleted', locale))
  }),
  {
    // Multipart field `file`; the course comes in the query string.
    path: '/online-course/discussion/upload-image',
    method: 'post',
    handler: memberHandler(async (req, { user, locale }) => {
      const { data, error } = parseQuery(P.ZForumCourseQuery, req)
      if (error) return error
      const opened = await openCourse(req, user, data.courseId, locale)
      if (opened.error) return opened.error
      // Refused before the body is read, so an oversized upload is never buffered.
      if (Number(req.headers.get('content-length') || 0) > FORUM_IMAGE_MAX_BYTES + 64 * 1024) return fail(413, forumMessage('imageInvalid', locale))
      try {
        await addDataAndFileToRequest(req)
      } catch {
        return fail(400, forumMessage('imageInvalid', locale))
      }
      const url = req.file?.data ? await uploadForumImage(req.payload, { courseId: opened.ctx.course.id, ownerId: user.id, data: Buffer.from(req.file.data) }) : null
      return url ? ok({ url }, forumMessage('imageUploaded', locale)) : fail(400, forumMessage('imageInvalid', locale))
    }),
  },
  ...moderationEndpoints,
  ...subscriptionEndpoints,
]

/** Spec section 7 "Discussion under /online-course/discussion". */
export const forumEndpoints = endpoints
