import { REST_GET } from '@payloadcms/next/routes'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { signIn } from './account/accounts'
import { call } from './account/http'
import { createTestCourse, type TTestCourse } from './courses-helpers'
import { loadTestConfig } from './setup/config'
import { createUser, getTestPayload } from './setup/payload'

type TMember = { token: string; accountId: number }
type TThreadData = { thread: { threadId: number; description: string; creator: { userType: string }; canDelete: boolean } }
type TComments = { listComment: { commentId: number; description: string; canDelete: boolean }[]; totalComment: number }

let course: TTestCourse
let lecturer: TMember
let alice: TMember
let bob: TMember
let outsider: TMember

async function member(role: 'learner' | 'lecturer'): Promise<TMember> {
  const user = await createUser(role)
  return signIn(user.email, 'Secret-123!')
}

const unread = async (who: TMember) => (await call<{ totalUnread: number }>('GET', 'user/notification', { cookie: who.token })).body.data?.totalUnread ?? 0

async function newThread(who: TMember, description = '<p>Halo</p>') {
  const created = await call<{ threadId: number }>('POST', 'online-course/discussion/create-thread', {
    cookie: who.token,
    body: { courseId: course.courseId, chapterId: course.chapterIds[0], subchapterId: course.lectureIds[0], title: 'Pertanyaan bab 1', description },
  })
  expect(created.status, created.body.message).toBe(200)
  return created.body.data!.threadId
}

beforeAll(async () => {
  const payload = await getTestPayload()
  lecturer = await member('lecturer')
  const lecturerUser = await payload.findByID({ collection: 'users', id: lecturer.accountId })
  course = await createTestCourse(payload, { lecturerId: lecturerUser.id })
  ;[alice, bob, outsider] = await Promise.all([member('learner'), member('learner'), member('learner')])
  for (const who of [alice, bob]) await call('POST', 'online-course/enroll', { cookie: who.token, body: { courseId: course.courseId } })
})

describe('course discussion forum', () => {
  it('refuses every forum call to a visitor (401) and to a learner not enrolled (403)', async () => {
    expect((await call('GET', `online-course/discussion/lists?courseId=${course.courseId}`)).status).toBe(401)
    const cookie = outsider.token
    for (const path of ['lists', 'thread-list', 'general-search', 'master-chapter']) {
      expect((await call('GET', `online-course/discussion/${path}?courseId=${course.courseId}`, { cookie })).status, path).toBe(403)
    }
    const write = await call('POST', 'online-course/discussion/create-thread', { cookie, body: { courseId: course.courseId, chapterId: course.chapterIds[0], title: 'x', description: 'x' } })
    expect(write.status).toBe(403)
    const threadId = await newThread(alice)
    expect((await call('GET', `online-course/discussion/thread?courseId=${course.courseId}&threadId=${threadId}`, { cookie })).status).toBe(403)
    expect((await call('POST', 'online-course/discussion/create-comment', { cookie, body: { courseId: course.courseId, threadId, description: 'hai' } })).status).toBe(403)
  })

  it('lets the course lecturer read and answers the home with chapters and counts', async () => {
    await newThread(alice)
    const home = await call<{ chapterList: { chapterId: number; totalThread: number }[]; lecturers: { name: string }[] }>('GET', `online-course/discussion/lists?courseId=${course.slug}`, { cookie: lecturer.token })
    expect(home.status).toBe(200)
    expect(home.body.data?.chapterList[0]?.totalThread).toBeGreaterThanOrEqual(1)
    expect(home.body.data?.lecturers[0]?.name).toBe('Pengajar Uji')
  })

  it('refuses a chapter of another course', async () => {
    const other = await createTestCourse(await getTestPayload())
    const result = await call('POST', 'online-course/discussion/create-thread', { cookie: alice.token, body: { courseId: course.courseId, chapterId: other.chapterIds[0], title: 'x', description: 'x' } })
    expect(result.status).toBe(400)
  })

  it('stores an XSS payload harmless in threads and comments', async () => {
    const payloadHtml = '<p onclick="steal()">Lihat<script>alert(1)</script></p><img src=x onerror="alert(1)"><a href="javascript:alert(1)">klik</a><iframe src="https://evil.test"></iframe>'
    const threadId = await newThread(alice, payloadHtml)
    const read = await call<TThreadData>('GET', `online-course/discussion/thread?courseId=${course.courseId}&threadId=${threadId}`, { cookie: bob.token })
    const description = read.body.data!.thread.description
    expect(description).toContain('Lihat')
    expect(description).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i)
    await call('POST', 'online-course/discussion/create-comment', { cookie: bob.token, body: { courseId: course.courseId, threadId, description: '<svg onload=alert(1)></svg><b>ok</b>' } })
    const comments = await call<TComments>('GET', `online-course/discussion/list-comment?courseId=${course.courseId}&threadId=${threadId}`, { cookie: alice.token })
    expect(comments.body.data?.listComment[0]?.description).toBe('<b>ok</b>')
    const onlyScript = await call('POST', 'online-course/discussion/create-comment', { cookie: bob.token, body: { courseId: course.courseId, threadId, description: '<script>alert(1)</script>' } })
    expect(onlyScript.status).toBe(400)
  })

  it('pages comments two at a time, notifies the author and participants, and guards deleting', async () => {
    const threadId = await newThread(alice)
    const before = await unread(alice)
    await call('POST', 'online-course/discussion/create-comment', { cookie: bob.token, body: { courseId: course.courseId, threadId, description: 'Balasan Bob' } })
    expect(await unread(alice)).toBe(before + 1)
    const bobBefore = await unread(bob)
    await call('POST', 'online-course/discussion/create-comment', { cookie: lecturer.token, body: { courseId: course.courseId, threadId, description: 'Jawaban pengajar' } })
    expect(await unread(bob)).toBe(bobBefore + 1)
    await call('POST', 'online-course/discussion/create-comment', { cookie: alice.token, body: { courseId: course.courseId, threadId, description: 'Terima kasih' } })

    const page = (skip: number, who: TMember) => call<TComments>('GET', `online-course/discussion/list-comment?courseId=${course.courseId}&threadId=${threadId}&skip=${skip}&take=2`, { cookie: who.token })
    const first = (await page(0, alice)).body.data!
    expect(first.listComment).toHaveLength(2)
    expect(first.totalComment).toBe(3)
    expect((await page(2, alice)).body.data!.listComment).toHaveLength(1)
    const bobsComment = first.listComment[0]!
    expect(bobsComment.canDelete).toBe(false)

    const refused = await call('DELETE', 'online-course/discussion/create-comment', { cookie: alice.token, body: { courseId: course.courseId, threadId, commentId: bobsComment.commentId } })
    expect(refused.status).toBe(403)
    const refusedThread = await call('DELETE', 'online-course/discussion/create-thread', { cookie: bob.token, body: { courseId: course.courseId, threadId } })
    expect(refusedThread.status).toBe(403)
    const own = await call('DELETE', 'online-course/discussion/create-comment', { cookie: bob.token, body: { courseId: course.courseId, threadId, commentId: bobsComment.commentId } })
    expect(own.status).toBe(200)
    const byStaff = await call('DELETE', 'online-course/discussion/create-thread', { cookie: lecturer.token, body: { courseId: course.courseId, threadId } })
    expect(byStaff.status).toBe(200)
    expect((await call('GET', `online-course/discussion/thread?courseId=${course.courseId}&threadId=${threadId}`, { cookie: alice.token })).status).toBe(404)
  })

  it('searches and filters threads, six a page', async () => {
    const list = await call<{ threadList: { title: string }[]; totalThread: number }>('GET', `online-course/discussion/general-search?courseId=${course.courseId}&search=Lihat`, { cookie: bob.token })
    expect(list.status).toBe(200)
    expect(list.body.data?.threadList.length).toBeGreaterThanOrEqual(1)
    const none = await call<{ threadList: unknown[] }>('GET', `online-course/discussion/thread-list?courseId=${course.courseId}&chapterId=${course.chapterIds[1]}`, { cookie: bob.token })
    expect(none.body.data?.threadList).toEqual([])
  })

  it('takes images by content only and serves them to course members only', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } }).png().toBuffer()
    const form = (bytes: Buffer, type: string) => {
      const data = new FormData()
      data.append('file', new Blob([new Uint8Array(bytes)], { type }), 'gambar.png')
      return data
    }
    const uploaded = await call<{ url: string }>('POST', `online-course/discussion/upload-image?courseId=${course.courseId}`, { cookie: alice.token, form: form(png, 'image/png') })
    expect(uploaded.status, uploaded.body.message).toBe(200)
    const renamed = await call('POST', `online-course/discussion/upload-image?courseId=${course.courseId}`, { cookie: alice.token, form: form(Buffer.from('<svg onload=alert(1)>'), 'image/png') })
    expect(renamed.status).toBe(400)
    expect((await call('POST', `online-course/discussion/upload-image?courseId=${course.courseId}`, { cookie: outsider.token, form: form(png, 'image/png') })).status).toBe(403)

    const filename = uploaded.body.data!.url.split('/').pop()!
    const fileStatus = async (cookie?: string) => {
      const headers = new Headers({ host: 'localhost:3000' })
      if (cookie) headers.set('cookie', `auth-token=${cookie}`)
      const request = new Request(`http://localhost:3000/api/forum-images/file/${filename}`, { headers })
      return (await REST_GET(loadTestConfig())(request, { params: Promise.resolve({ slug: ['forum-images', 'file', filename] }) })).status
    }
    expect(await fileStatus(bob.token)).toBe(200)
    expect(await fileStatus(lecturer.token)).toBe(200)
    expect([401, 403, 404]).toContain(await fileStatus(outsider.token))
    expect([401, 403, 404]).toContain(await fileStatus())
  })

  it('tells enrolled learners once about a new announcement', async () => {
    const payload = await getTestPayload()
    const [aliceBefore, outsiderBefore] = [await unread(alice), await unread(outsider)]
    const announcements = [{ title: 'Jadwal ujian', body: 'Ujian dibuka minggu depan.', date: new Date().toISOString() }]
    const updated = await payload.update({ collection: 'courses', id: course.courseId, data: { announcements, _status: 'published' }, overrideAccess: true })
    expect(await unread(alice)).toBe(aliceBefore + 1)
    expect(await unread(outsider)).toBe(outsiderBefore)
    await payload.update({ collection: 'courses', id: course.courseId, data: { announcements: updated.announcements, info: 'Diubah' }, overrideAccess: true })
    expect(await unread(alice)).toBe(aliceBefore + 1)
  })
})
