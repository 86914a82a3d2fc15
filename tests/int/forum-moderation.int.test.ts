import { beforeAll, describe, expect, it } from 'vitest'
import { savePreferences } from '../../backend/services/notifications/preferences'
import type { TModerationQueue } from '../../lib/contracts/forum'
import { allNotificationsOn } from '../../lib/contracts/notifications/preferences'
import { signIn } from './account/accounts'
import { call } from './account/http'
import { createTestCourse, type TTestCourse } from './courses-helpers'
import { createUser, getTestPayload } from './setup/payload'

type TMember = { token: string; accountId: number }
type TThreadList = { threadList: { threadId: number; pinned: boolean; hidden: boolean }[]; totalThread: number }
type TComments = { listComment: { commentId: number; hidden: boolean; endorsed: boolean }[]; totalComment: number }

let course: TTestCourse
let other: TTestCourse
let lecturer: TMember
let mentor: TMember
let otherLecturer: TMember
let alice: TMember
let bob: TMember

async function member(role: 'learner' | 'lecturer' | 'mentor'): Promise<TMember> {
  const user = await createUser(role)
  return signIn(user.email, 'Secret-123!')
}

const get = <T>(who: TMember, path: string) => call<T>('GET', `online-course/discussion/${path}`, { cookie: who.token })
const post = <T>(who: TMember, path: string, body: Record<string, unknown>) => call<T>('POST', `online-course/discussion/${path}`, { cookie: who.token, body: { courseId: course.courseId, ...body } })
const unread = async (who: TMember) => (await call<{ totalUnread: number }>('GET', 'user/notification', { cookie: who.token })).body.data?.totalUnread ?? 0
const threads = async (who: TMember) => (await get<TThreadList>(who, `general-search?courseId=${course.courseId}&take=24`)).body.data!
const comments = async (who: TMember, threadId: number) => (await get<TComments>(who, `list-comment?courseId=${course.courseId}&threadId=${threadId}&take=24`)).body.data!
const queue = async (who: TMember, query = '') => get<TModerationQueue>(who, `moderation-queue${query}`)

async function newThread(who: TMember, title = 'Pertanyaan') {
  const created = await post<{ threadId: number }>(who, 'create-thread', { chapterId: course.chapterIds[0], title, description: '<p>Halo</p>' })
  expect(created.status, created.body.message).toBe(200)
  return created.body.data!.threadId
}

async function newComment(who: TMember, threadId: number, description = 'Balasan') {
  const created = await post<{ commentId: number }>(who, 'create-comment', { threadId, description })
  expect(created.status, created.body.message).toBe(200)
  return created.body.data!.commentId
}

beforeAll(async () => {
  const payload = await getTestPayload()
  ;[lecturer, mentor, otherLecturer, alice, bob] = await Promise.all([member('lecturer'), member('mentor'), member('lecturer'), member('learner'), member('learner')])
  course = await createTestCourse(payload, { lecturerId: lecturer.accountId })
  await payload.update({ collection: 'courses', id: course.courseId, data: { mentors: [mentor.accountId] }, overrideAccess: true })
  other = await createTestCourse(payload, { lecturerId: otherLecturer.accountId })
  for (const who of [alice, bob]) await call('POST', 'online-course/enroll', { cookie: who.token, body: { courseId: course.courseId } })
})

describe('forum moderation', () => {
  it('files a report, tells the moderators who want it, and keeps one open report per member and post', async () => {
    const payload = await getTestPayload()
    await savePreferences(payload, mentor.accountId, { ...allNotificationsOn(), inApp: { ...allNotificationsOn().inApp, discussion: false } })
    const threadId = await newThread(bob)
    const commentId = await newComment(bob, threadId, 'Iklan obat')
    const [lecturerBefore, mentorBefore] = [await unread(lecturer), await unread(mentor)]

    const filed = await post<{ reportId: number; duplicate: boolean }>(alice, 'report', { threadId, commentId, reason: 'Spam' })
    expect(filed.status, filed.body.message).toBe(200)
    expect(filed.body.data?.duplicate).toBe(false)
    expect(await unread(lecturer)).toBe(lecturerBefore + 1)
    expect(await unread(mentor)).toBe(mentorBefore)

    const again = await post<{ reportId: number; duplicate: boolean }>(alice, 'report', { threadId, commentId, reason: 'Spam lagi' })
    expect(again.status).toBe(200)
    expect(again.body.data).toEqual({ reportId: filed.body.data!.reportId, duplicate: true })
    expect(again.body.message).toMatch(/sudah melaporkan/)
    expect(await unread(lecturer)).toBe(lecturerBefore + 1)

    expect((await post(alice, 'report', { threadId, commentId, reason: '' })).status).toBe(400)
    expect((await post(alice, 'report', { threadId, commentId, reason: 'x'.repeat(501) })).status).toBe(400)
  })

  it('keeps one open report when the same member sends it twice at once', async () => {
    const threadId = await newThread(bob, 'Dua kali')
    const both = await Promise.all([post<{ duplicate: boolean }>(alice, 'report', { threadId, reason: 'Satu' }), post<{ duplicate: boolean }>(alice, 'report', { threadId, reason: 'Dua' })])
    expect(both.map((result) => result.status)).toEqual([200, 200])
    expect(both.map((result) => result.body.data?.duplicate).sort()).toEqual([false, true])
    const rows = await (await getTestPayload()).count({ collection: 'forum-reports', where: { thread: { equals: threadId } }, overrideAccess: true })
    expect(rows.totalDocs).toBe(1)
  })

  it('lists open reports to the course moderators only: another course lecturer sees none and is refused the course (403)', async () => {
    const threadId = await newThread(bob, 'Dilaporkan')
    await post(alice, 'report', { threadId, reason: 'Kasar' })
    const own = await queue(lecturer)
    expect(own.status).toBe(200)
    expect(own.body.data?.reports.some((report) => report.threadId === threadId && report.commentId === null && report.reason === 'Kasar')).toBe(true)
    expect((await queue(mentor, `?courseId=${course.courseId}`)).body.data?.reports.length).toBeGreaterThan(0)

    const foreign = await queue(otherLecturer)
    expect(foreign.status).toBe(200)
    expect(foreign.body.data?.reports.some((report) => report.course.courseId === course.courseId)).toBe(false)
    expect((await queue(otherLecturer, `?courseId=${course.courseId}`)).status).toBe(403)
    expect((await queue(alice)).status).toBe(403)
    expect((await call('POST', 'online-course/discussion/moderate', { cookie: otherLecturer.token, body: { courseId: course.courseId, threadId, action: 'hide' } })).status).toBe(403)
    expect((await call('POST', 'online-course/discussion/moderate', { cookie: otherLecturer.token, body: { courseId: other.courseId, threadId, action: 'hide' } })).status).toBe(404)
  })

  it('hides a comment from learners (list, count) but not from moderators, resolves its reports, and restores it', async () => {
    const threadId = await newThread(bob)
    const commentId = await newComment(bob, threadId, 'Tidak pantas')
    await post(alice, 'report', { threadId, commentId, reason: 'Tidak pantas' })

    const hidden = await post<{ resolved: number }>(lecturer, 'moderate', { threadId, commentId, action: 'hide' })
    expect(hidden.status, hidden.body.message).toBe(200)
    expect(hidden.body.data?.resolved).toBe(1)
    expect((await queue(lecturer)).body.data?.reports.some((report) => report.commentId === commentId)).toBe(false)

    for (const learner of [alice, bob]) {
      expect((await comments(learner, threadId)).listComment.map((comment) => comment.commentId)).not.toContain(commentId)
      expect((await threads(learner)).threadList.find((thread) => thread.threadId === threadId)).toBeDefined()
    }
    const detail = await get<{ thread: { totalComment: number } }>(alice, `thread?courseId=${course.courseId}&threadId=${threadId}`)
    expect(detail.body.data?.thread.totalComment).toBe(0)
    expect((await post(alice, 'report', { threadId, commentId, reason: 'lagi' })).status).toBe(404)
    expect((await comments(lecturer, threadId)).listComment.find((comment) => comment.commentId === commentId)?.hidden).toBe(true)

    expect((await post(mentor, 'moderate', { threadId, commentId, action: 'restore' })).status).toBe(200)
    expect((await comments(alice, threadId)).listComment.find((comment) => comment.commentId === commentId)?.hidden).toBe(false)
    // The resolved report freed the key: the member may report the post again.
    expect((await post<{ duplicate: boolean }>(alice, 'report', { threadId, commentId, reason: 'Masih' })).body.data?.duplicate).toBe(false)
  })

  it('hides a thread from the learner list, detail, comments and chapter counts', async () => {
    const threadId = await newThread(bob, 'Akan disembunyikan')
    await newComment(alice, threadId)
    const countOf = async (who: TMember) =>
      (await get<{ chapterList: { chapterId: number; totalThread: number }[] }>(who, `lists?courseId=${course.courseId}`)).body.data!.chapterList.find((chapter) => chapter.chapterId === course.chapterIds[0])!.totalThread
    const before = await countOf(alice)
    expect((await post(lecturer, 'moderate', { threadId, action: 'hide' })).status).toBe(200)

    expect((await threads(alice)).threadList.map((thread) => thread.threadId)).not.toContain(threadId)
    expect((await get(alice, `thread?courseId=${course.courseId}&threadId=${threadId}`)).status).toBe(404)
    expect((await get(alice, `list-comment?courseId=${course.courseId}&threadId=${threadId}`)).status).toBe(404)
    expect((await get(alice, `general-search?courseId=${course.courseId}&search=disembunyikan`)).body.data).toMatchObject({ totalThread: 0 })
    expect(await countOf(alice)).toBe(before - 1)
    expect(await countOf(lecturer)).toBe(before)
    expect((await threads(lecturer)).threadList.find((thread) => thread.threadId === threadId)?.hidden).toBe(true)
    expect((await get(lecturer, `thread?courseId=${course.courseId}&threadId=${threadId}`)).status).toBe(200)

    expect((await post(lecturer, 'moderate', { threadId, action: 'restore' })).status).toBe(200)
    expect((await get(alice, `thread?courseId=${course.courseId}&threadId=${threadId}`)).status).toBe(200)
  })

  it('sorts pinned threads first, refuses replies to a locked thread and marks an endorsed answer', async () => {
    const pinned = await newThread(bob, 'Disematkan')
    await newThread(bob, 'Paling baru')
    expect((await post(lecturer, 'moderate', { threadId: pinned, action: 'pin' })).status).toBe(200)
    const list = await threads(alice)
    expect(list.threadList[0]).toMatchObject({ threadId: pinned, pinned: true })

    const answer = await newComment(lecturer, pinned, 'Jawaban')
    expect((await post(lecturer, 'moderate', { threadId: pinned, commentId: answer, action: 'endorse' })).status).toBe(200)
    expect((await comments(alice, pinned)).listComment.find((comment) => comment.commentId === answer)?.endorsed).toBe(true)
    expect((await post(lecturer, 'moderate', { threadId: pinned, action: 'endorse' })).status).toBe(400)

    expect((await post(lecturer, 'moderate', { threadId: pinned, action: 'lock' })).status).toBe(200)
    const refused = await call('POST', 'online-course/discussion/create-comment', { cookie: alice.token, locale: 'en', body: { courseId: course.courseId, threadId: pinned, description: 'Telat' } })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('This discussion is locked: no new replies.')
    expect((await post(lecturer, 'moderate', { threadId: pinned, action: 'unlock' })).status).toBe(200)
    await newComment(alice, pinned, 'Sekarang bisa')
    expect((await post(lecturer, 'moderate', { threadId: pinned, action: 'unpin' })).status).toBe(200)
    expect((await threads(alice)).threadList[0]?.threadId).not.toBe(pinned)
  })

  it('refuses every moderation action to a learner (403)', async () => {
    const threadId = await newThread(alice)
    const commentId = await newComment(bob, threadId)
    for (const action of ['hide', 'restore', 'pin', 'lock', 'endorse'] as const) {
      const body = action === 'endorse' ? { threadId, commentId, action } : { threadId, action }
      expect((await post(alice, 'moderate', body)).status, action).toBe(403)
    }
    expect((await comments(alice, threadId)).listComment).toHaveLength(1)
  })
})
