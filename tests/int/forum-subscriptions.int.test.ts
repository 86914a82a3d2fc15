import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { sendDueDigests } from '../../backend/services/forum/digests'
import type { TMentionCandidate, TSubscription } from '../../lib/contracts/forum'
import { allNotificationsOn } from '../../lib/contracts/notifications/preferences'
import { signIn } from './account/accounts'
import { call } from './account/http'
import { mailCatcher, pendingMailJobs } from './account/mail-catcher'
import { createTestCourse, type TTestCourse } from './courses-helpers'
import { createUser, getTestPayload } from './setup/payload'

type TMember = { token: string; accountId: number; email: string; name: string }
type TThreadState = { courseFollowing: boolean; thread?: TSubscription }

let payload: Payload
let course: TTestCourse
let other: TTestCourse
let lecturer: TMember
let alice: TMember
let bob: TMember
let carol: TMember
let outsider: TMember
let admin: TMember

async function member(role: 'learner' | 'lecturer' | 'admin', name: string): Promise<TMember> {
  const user = await createUser(role)
  await payload.update({ collection: 'users', id: user.id, data: { fullName: name }, overrideAccess: true })
  return { ...(await signIn(user.email, 'Secret-123!')), email: user.email, name }
}

const post = <T>(who: TMember, path: string, body: Record<string, unknown>, courseId = course.courseId) =>
  call<T>('POST', `online-course/discussion/${path}`, { cookie: who.token, body: { courseId, ...body } })
const get = <T>(who: TMember, path: string) => call<T>('GET', `online-course/discussion/${path}`, { cookie: who.token })

async function newThread(who: TMember, title: string, extra: Record<string, unknown> = {}) {
  const created = await post<{ threadId: number }>(who, 'create-thread', { chapterId: course.chapterIds[0], title, description: `<p>${title}</p>`, ...extra })
  expect(created.status, created.body.message).toBe(200)
  return created.body.data!.threadId
}

async function reply(who: TMember, threadId: number, text: string, mentions?: number[]) {
  const created = await post<{ commentId: number }>(who, 'create-comment', { threadId, description: `<p>${text}</p>`, mentions })
  expect(created.status, created.body.message).toBe(200)
  return created.body.data!.commentId
}

const digestEntries = async (who: TMember) =>
  (await payload.find({ collection: 'forum-digest-entries', where: { user: { equals: who.accountId } }, depth: 0, pagination: false, overrideAccess: true })).docs
const setDigest = (who: TMember, discussionDigest: 'immediate' | 'daily' | 'weekly') =>
  call('PUT', 'user/notification-preferences', { cookie: who.token, body: { ...allNotificationsOn(), discussionDigest } })
/** Mails to a member once every queued mail is sent (a mail caught a moment later would be missed otherwise). */
async function mailsTo(who: TMember): Promise<number> {
  const deadline = Date.now() + 10_000
  while ((await pendingMailJobs()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
  await new Promise((resolve) => setTimeout(resolve, 100))
  return mailCatcher.countTo(who.email)
}

beforeAll(async () => {
  payload = await getTestPayload()
  await mailCatcher.start()
  ;[lecturer, alice, bob, carol, outsider, admin] = await Promise.all([
    member('lecturer', 'Lina Lecturer'),
    member('learner', 'Alice Wulandari'),
    member('learner', 'Bob Santoso'),
    member('learner', 'Carol Siregar'),
    member('learner', 'Oscar Outsider'),
    member('admin', 'Ada Admin'),
  ])
  course = await createTestCourse(payload, { lecturerId: lecturer.accountId })
  other = await createTestCourse(payload)
  for (const who of [alice, bob, carol]) await call('POST', 'online-course/enroll', { cookie: who.token, body: { courseId: course.courseId } })
}, 60_000)

describe('forum subscriptions and digests', () => {
  it('mails a reply at once to the author, and to a daily follower only in the digest, once', async () => {
    const threadId = await newThread(alice, 'Risiko proyek air')
    expect((await setDigest(bob, 'daily')).status).toBe(200)
    const followed = await post<TThreadState>(bob, 'subscription', { threadId, follow: true })
    expect(followed.status, followed.body.message).toBe(200)
    expect(followed.body.data?.thread).toEqual({ following: true, reason: 'thread' })
    const [aliceBefore, bobBefore] = [await mailsTo(alice), await mailsTo(bob)]

    await reply(carol, threadId, 'Jaminan pemerintah mengurangi risiko')
    const mail = await mailCatcher.latestTo(alice.email)
    expect(mailCatcher.countTo(alice.email)).toBe(aliceBefore + 1)
    expect(mail.subject).toContain('Carol Siregar')
    expect(mail.text).toContain('Jaminan pemerintah mengurangi risiko')
    expect(mail.headers['list-unsubscribe'], 'a forum mail can be stopped in one click').toMatch(/unsubscribe\?token=/)
    expect(mailCatcher.countTo(bob.email), 'a daily follower gets no mail per post').toBe(bobBefore)
    const waiting = await digestEntries(bob)
    expect(waiting).toHaveLength(1)
    expect(waiting[0]).toMatchObject({ frequency: 'daily', thread: threadId })
    expect(new Date(waiting[0]!.dueAt).getTime()).toBeGreaterThan(Date.now())

    // The digest job, as staff's "send now" queues it: everything of that frequency.
    expect(await sendDueDigests(payload, { frequency: 'daily', dueBy: new Date(Date.now() + 8 * 86_400_000) })).toBe(1)
    const digest = await mailCatcher.latestTo(bob.email)
    expect(digest.subject).toMatch(/Ringkasan diskusi|Discussion digest/)
    expect(digest.text).toContain('Risiko proyek air')
    expect(digest.text).toContain('Jaminan pemerintah mengurangi risiko')
    expect(await digestEntries(bob)).toHaveLength(0)
    expect(await sendDueDigests(payload, { frequency: 'daily', dueBy: new Date(Date.now() + 8 * 86_400_000) }), 'nothing is sent twice').toBe(0)
    expect(await mailsTo(bob)).toBe(bobBefore + 1)
  })

  it('takes a digest once when two runners send at the same moment', async () => {
    await setDigest(bob, 'daily')
    const threadId = await newThread(carol, 'Dua pengirim')
    await post(bob, 'subscription', { threadId, follow: true })
    await reply(alice, threadId, 'Satu')
    await reply(alice, threadId, 'Dua')
    expect(await digestEntries(bob)).toHaveLength(2)
    const before = await mailsTo(bob)
    const which = { frequency: 'daily' as const, dueBy: new Date(Date.now() + 8 * 86_400_000) }
    const sent = await Promise.all([sendDueDigests(payload, which), sendDueDigests(payload, which)])
    expect(sent[0] + sent[1]).toBe(1)
    expect(await mailsTo(bob)).toBe(before + 1)
    expect((await mailCatcher.latestTo(bob.email)).text).toMatch(/Satu[\s\S]*Dua/)
  })

  it('stops mailing a member who muted the thread, even its author', async () => {
    const threadId = await newThread(alice, 'Dibisukan')
    const muted = await post<TThreadState>(alice, 'subscription', { threadId, follow: false })
    expect(muted.body.data?.thread).toEqual({ following: false, reason: null })
    const read = await get<{ subscription: TSubscription }>(alice, `thread?courseId=${course.courseId}&threadId=${threadId}`)
    expect(read.body.data?.subscription).toEqual({ following: false, reason: null })
    const before = await mailsTo(alice)
    await reply(carol, threadId, 'Tidak ada yang mendengar')
    expect(await mailsTo(alice)).toBe(before)
    // Following again undoes the mute; a replier follows without asking.
    expect((await post<TThreadState>(alice, 'subscription', { threadId, follow: true })).body.data?.thread).toEqual({ following: true, reason: 'author' })
    expect((await get<{ subscription: TSubscription }>(carol, `thread?courseId=${course.courseId}&threadId=${threadId}`)).body.data?.subscription).toEqual({ following: true, reason: 'replied' })
  })

  it('tells the followers of a course about new threads', async () => {
    await setDigest(carol, 'immediate')
    const followed = await post<TThreadState>(carol, 'subscription', { follow: true })
    expect(followed.body.data).toEqual({ courseFollowing: true })
    const lists = await get<{ courseFollowing: boolean }>(carol, `lists?courseId=${course.courseId}`)
    expect(lists.body.data?.courseFollowing).toBe(true)
    const before = await mailsTo(carol)
    await newThread(bob, 'Topik baru untuk pengikut kursus')
    const mail = await mailCatcher.latestTo(carol.email)
    expect(await mailsTo(carol)).toBe(before + 1)
    expect(mail.subject).toContain('Topik baru untuk pengikut kursus')
    await post(carol, 'subscription', { follow: false })
    await newThread(bob, 'Setelah berhenti mengikuti')
    expect(await mailsTo(carol)).toBe(before + 1)
  })

  it('notifies mentioned members who may read the forum and whose name the post carries', async () => {
    await setDigest(alice, 'weekly')
    const threadId = await newThread(bob, 'Sebutan')
    await post(alice, 'subscription', { threadId, follow: false })
    const before = { alice: await mailsTo(alice), carol: await mailsTo(carol), outsider: await mailsTo(outsider) }
    // Alice is named and mentioned; Carol is mentioned without her name in the text; Oscar is not in the course.
    await reply(bob, threadId, '@Alice Wulandari dan @Oscar Outsider, bagaimana menurut Anda?', [alice.accountId, carol.accountId, outsider.accountId])
    const mail = await mailCatcher.latestTo(alice.email)
    expect(await mailsTo(alice), 'a mention is mailed at once, whatever the digest choice or mute').toBe(before.alice + 1)
    expect(mail.subject).toContain('Bob Santoso')
    expect(mail.subject).toMatch(/menyebut Anda|mentioned you/)
    expect(await mailsTo(carol)).toBe(before.carol)
    expect(await mailsTo(outsider)).toBe(before.outsider)
    const bell = await call<{ listNotification: { intro: string }[] }>('GET', 'user/notification', { cookie: alice.token })
    expect(JSON.stringify(bell.body.data)).toMatch(/menyebut Anda|mentioned you/)
  })

  it('offers only the course staff and its posters to mention, never a stranger', async () => {
    const found = await get<TMentionCandidate[]>(carol, `mention-candidates?courseId=${course.courseId}&search=a`)
    expect(found.status).toBe(200)
    const names = found.body.data!.map((row) => row.name)
    expect(names).toEqual(expect.arrayContaining(['Alice Wulandari', 'Bob Santoso', 'Lina Lecturer']))
    expect(names).not.toContain('Carol Siregar')
    expect(names).not.toContain('Oscar Outsider')
    expect((await get(outsider, `mention-candidates?courseId=${course.courseId}`)).status).toBe(403)
  })

  it('refuses a thread of another course, a stranger and a learner sending digests', async () => {
    const threadId = await newThread(alice, 'Milik kursus ini')
    expect((await post(alice, 'subscription', { threadId, follow: true }, other.courseId)).status).toBe(403)
    await call('POST', 'online-course/enroll', { cookie: alice.token, body: { courseId: other.courseId } })
    expect((await post(alice, 'subscription', { threadId, follow: true }, other.courseId)).status).toBe(404)
    expect((await post(outsider, 'subscription', { threadId, follow: true })).status).toBe(403)
    expect((await call('POST', 'online-course/discussion/digests/send-now', { cookie: alice.token, body: { frequency: 'daily' } })).status).toBe(403)
    expect((await call('POST', 'online-course/discussion/digests/send-now', { cookie: admin.token, body: { frequency: 'hourly' } })).status).toBe(400)
    const queued = await call<{ jobId: number }>('POST', 'online-course/discussion/digests/send-now', { cookie: admin.token, body: { frequency: 'weekly' } })
    expect(queued.status, queued.body.message).toBe(200)
  })

  it('forgets a deleted thread: its subscriptions and waiting digest lines go with it', async () => {
    const threadId = await newThread(carol, 'Akan dihapus')
    await post(bob, 'subscription', { threadId, follow: true })
    await reply(alice, threadId, 'Menunggu ringkasan')
    expect((await digestEntries(bob)).some((entry) => entry.thread === threadId)).toBe(true)
    const removed = await call('DELETE', 'online-course/discussion/create-thread', { cookie: carol.token, body: { courseId: course.courseId, threadId } })
    expect(removed.status).toBe(200)
    expect((await digestEntries(bob)).some((entry) => entry.thread === threadId)).toBe(false)
    const rows = await payload.count({ collection: 'forum-subscriptions', where: { thread: { equals: threadId } }, overrideAccess: true })
    expect(rows.totalDocs).toBe(0)
  })
})
