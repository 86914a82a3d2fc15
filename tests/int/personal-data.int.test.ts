import { toCreator } from '../../backend/services/forum/shapes'
import { strFromU8, unzipSync } from 'fflate'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { RECORD_KINDS } from '../../backend/services/personal-data/collect-personal-data'
import { purgeExpiredExports } from '../../backend/services/personal-data/purge-expired-exports'
import { call } from './account/http'
import { mailCatcher } from './account/mail-catcher'
import { download, memberWithPassword, PASSWORD, seedEveryKind } from './personal-data-helpers'
import { createUser, getTestPayload } from './setup/payload'

type TStatus = { requestId: number; status: string; expiresAt: string | null; downloadable: boolean }

/** Every kind the requirement names, as the zip's file names. */
const EXPECTED_KINDS = [
  'course-enrolments', 'lecture-progress', 'assessment-attempts', 'assessment-answers', 'forum-threads', 'forum-comments', 'forum-images',
  'forum-subscriptions', 'forum-digest-entries',
  'event-registrations', 'cp3p-registrations', 'cp3p-payment-proofs', 'certificates', 'notifications', 'profile-photos',
]

let payload: Payload
let learner: Awaited<ReturnType<typeof memberWithPassword>>
let seeded: Awaited<ReturnType<typeof seedEveryKind>>
let requestId = 0

/** Runs the export queue as the worker does until the request leaves `queued` (the app's own runner may take it first). */
async function exportBuilt(id: number): Promise<string> {
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    await payload.jobs.run({ queue: 'personal-data', limit: 5, silent: true })
    const request = await payload.findByID({ collection: 'data-requests', id, depth: 0, overrideAccess: true })
    if (request.status !== 'queued') return request.status
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('the export job did not run')
}

beforeAll(async () => {
  payload = await getTestPayload()
  await mailCatcher.start()
  learner = await memberWithPassword('Siti Rahayu Data')
  seeded = await seedEveryKind(payload, learner.id)
}, 120_000)

describe('personal data export (UU 27/2022, issue 25)', () => {
  it('builds a zip of every kind of personal record and the uploaded files in the background, then mails the member', async () => {
    const asked = await call<TStatus>('POST', 'user/account/data-export', { cookie: learner.token, locale: 'en' })
    expect(asked.status, asked.body.message).toBe(200)
    expect(asked.body.data).toMatchObject({ status: 'queued', downloadable: false })
    requestId = asked.body.data!.requestId
    const again = await call('POST', 'user/account/data-export', { cookie: learner.token })
    expect(again.status, 'one pending request at a time').toBe(429)

    expect(await exportBuilt(requestId)).toBe('ready')
    const status = await call<TStatus>('GET', 'user/account/data-export', { cookie: learner.token })
    expect(status.body.data).toMatchObject({ requestId, status: 'ready', downloadable: true })
    expect(Date.parse(status.body.data!.expiresAt!) - Date.now()).toBeGreaterThan(6 * 86_400_000)

    const mail = await mailCatcher.latestTo(learner.email)
    expect(mail.subject).toBe('Your personal data export is ready')
    expect(mail.text).toMatch(/\/en\/.*#personal-data/)
    expect(mail.headers['list-unsubscribe'], 'transactional').toBeUndefined()

    const response = await download(`user/account/data-export/download?requestId=${requestId}`, learner.token)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/zip')
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.zip"/)
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()))
    const json = (name: string) => JSON.parse(strFromU8(entries[name])) as Record<string, unknown>[]

    const profile = JSON.parse(strFromU8(entries['profile.json'])) as Record<string, unknown>
    expect(profile).toMatchObject({ id: learner.id, email: learner.email, fullName: 'Siti Rahayu Data', phoneNumber: '081234567890', company: 'Dinas PUPR' })
    expect(profile).not.toHaveProperty('passwordHash')
    for (const kind of EXPECTED_KINDS) expect(json(`${kind}.json`).length, kind).toBeGreaterThanOrEqual(1)
    for (const kind of RECORD_KINDS) expect(entries[`${kind.name}.json`], kind.name).toBeDefined()
    expect(json('forum-threads.json')[0]).toMatchObject({ id: seeded.threadId, title: 'Pertanyaan saya' })
    expect(json('cp3p-registrations.json')[0]).toMatchObject({ id: seeded.registrationId, amount: 2_500_000 })
    expect(json('certificates.json')[0]).toMatchObject({ code: seeded.certificateCode })
    expect(json('sessions.json')[0]).not.toHaveProperty('tokenHash')

    const files = Object.keys(entries).filter((name) => name.startsWith('files/'))
    for (const folder of ['profile-photos', 'forum-images', 'cp3p-payment-proofs']) {
      const file = files.find((name) => name.startsWith(`files/${folder}/`))
      expect(file, folder).toBeDefined()
      expect(entries[file!].length, `${folder} bytes`).toBeGreaterThan(0)
    }
    expect(strFromU8(entries[files.find((name) => name.endsWith('.pdf'))!].subarray(0, 5))).toBe('%PDF-')
  })

  it('queues one export when the member asks twice at the same moment', async () => {
    const member = await memberWithPassword('Dua Kali Sekaligus')
    // Five at once (two let both through now and then, before the counter: CI 2026-11-28).
    const answers = await Promise.all([0, 1, 2, 3, 4].map(() => call('POST', 'user/account/data-export', { cookie: member.token })))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429, 429, 429, 429])
    const rows = await payload.count({ collection: 'data-requests', where: { and: [{ user: { equals: member.id } }, { kind: { equals: 'export' } }] }, overrideAccess: true })
    expect(rows.totalDocs).toBe(1)
  })

  it('hands the zip to its member only, never through Payload\'s own routes', async () => {
    const other = await memberWithPassword('Orang Lain')
    const stranger = await download(`user/account/data-export/download?requestId=${requestId}`, other.token)
    expect(stranger.status).toBe(404)
    expect((await download(`user/account/data-export/download?requestId=${requestId}`)).status).toBe(401)
    const request = await payload.findByID({ collection: 'data-requests', id: requestId, depth: 0, overrideAccess: true })
    const fileId = typeof request.file === 'object' ? request.file?.id : request.file
    const zip = await payload.findByID({ collection: 'data-exports', id: fileId!, depth: 0, overrideAccess: true })
    expect((await download(`data-exports/${fileId}`, learner.token)).status).toBeGreaterThanOrEqual(401)
    expect((await download(`data-exports/file/${zip.filename}`, learner.token)).status).toBeGreaterThanOrEqual(401)
  })

  it('refuses an expired link with 410 in both languages, and the hourly purge deletes the zip', async () => {
    await payload.update({ collection: 'data-requests', id: requestId, data: { expiresAt: new Date(Date.now() - 1000).toISOString() }, overrideAccess: true })
    const path = `user/account/data-export/download?requestId=${requestId}`
    const [id, en] = [await download(path, learner.token, 'id'), await download(path, learner.token, 'en')]
    expect([id.status, en.status]).toEqual([410, 410])
    expect(((await id.json()) as { message: string }).message).toMatch(/kedaluwarsa/)
    expect(((await en.json()) as { message: string }).message).toMatch(/expired/)
    const status = await call<TStatus>('GET', 'user/account/data-export', { cookie: learner.token })
    expect(status.body.data).toMatchObject({ status: 'ready', downloadable: false })

    const request = await payload.findByID({ collection: 'data-requests', id: requestId, depth: 0, overrideAccess: true })
    const fileId = typeof request.file === 'object' ? request.file?.id : request.file
    const { filename } = await payload.findByID({ collection: 'data-exports', id: fileId!, depth: 0, overrideAccess: true })
    expect(await purgeExpiredExports(payload)).toBeGreaterThanOrEqual(1)
    // By its file name, not its id: SQLite gives a deleted last row's id to the next row, and another member's
    // export, still being built by the job queue, can take it.
    expect(await payload.count({ collection: 'data-exports', where: { filename: { equals: filename } }, overrideAccess: true })).toEqual({ totalDocs: 0 })
    expect((await payload.findByID({ collection: 'data-requests', id: requestId, depth: 0, overrideAccess: true })).status).toBe('done')
    expect((await download(path, learner.token)).status).toBe(410)
  })
})

describe('account deletion keeps what must be kept and anonymises the rest', () => {
  it('keeps the certificate verifiable under the name as issued and the payment, and erases the person', async () => {
    const deleted = await call('DELETE', 'user/account', { cookie: learner.token, body: { acknowledge: true, password: PASSWORD } })
    expect(deleted.status, deleted.body.message).toBe(200)

    const verified = await call<{ status: string; certificate: { holderName: string } }>('GET', `online-course/certificate-verification?certificateCode=${seeded.certificateCode}`)
    expect(verified.status).toBe(200)
    expect(verified.body.data).toMatchObject({ status: 'valid', certificate: { holderName: 'Siti Rahayu Data' } })

    const registration = await payload.findByID({ collection: 'cp3p-registrations', id: seeded.registrationId, depth: 0, overrideAccess: true })
    expect(registration).toMatchObject({ amount: 2_500_000, currency: 'IDR', user: learner.id })
    expect(await payload.count({ collection: 'cp3p-payment-proofs', where: { user: { equals: learner.id } }, overrideAccess: true })).toEqual({ totalDocs: 1 })

    const user = await payload.findByID({ collection: 'users', id: learner.id, depth: 0, overrideAccess: true })
    expect([user.fullName, user.phoneNumber, user.company, user.photo ?? null]).toEqual(['Deleted account', null, null, null])
    const thread = await payload.findByID({ collection: 'forum-threads', id: seeded.threadId, depth: 1, overrideAccess: true })
    expect(thread.author).toMatchObject({ fullName: 'Deleted account' })
    // The forum names the author in the reader's language (messages forum.deletedAccount), not by the stored name.
    expect(toCreator(thread.author)).toMatchObject({ deleted: true, avatar: null })

    const count = async (collection: 'notifications' | 'sessions' | 'profile-photos' | 'data-exports', field = 'user') =>
      (await payload.count({ collection, where: { [field]: { equals: learner.id } }, overrideAccess: true })).totalDocs
    expect([await count('notifications'), await count('sessions'), await count('profile-photos', 'owner'), await count('data-exports', 'owner')]).toEqual([0, 0, 0, 0])
    const registrations = await payload.find({ collection: 'event-registrations', where: { user: { equals: learner.id } }, depth: 0, overrideAccess: true })
    expect(registrations.docs.map((row) => row.answers ?? null)).toEqual([null])
  })

  it('logs both requests for admins in /admin, and for nobody else', async () => {
    const admin = await createUser('admin')
    const log = await payload.find({ collection: 'data-requests', where: { user: { equals: learner.id } }, sort: 'requestedAt', overrideAccess: false, user: admin })
    expect(log.docs.map((row) => [row.kind, row.status])).toEqual([['export', 'done'], ['deletion', 'done']])
    expect(log.docs[1].completedAt).toBeTruthy()
    const someone = await createUser('lecturer')
    await expect(payload.find({ collection: 'data-requests', overrideAccess: false, user: someone })).rejects.toThrow()
  })
})
