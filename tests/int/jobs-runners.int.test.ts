import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queueMail } from '../../backend/jobs/queue-mail'
import { releaseStaleJobs, STALE_AFTER_MS } from '../../backend/jobs/release-stale-jobs'
import { call } from './account/http'
import { mailCatcher, tokenFromMail } from './account/mail-catcher'
import { memberWithSession } from './event-registration-helpers'
import { createUser, getTestPayload, unique } from './setup/payload'

beforeAll(() => mailCatcher.start())
afterAll(() => {
  delete process.env.JOBS_AUTORUN
})

describe('job runners', () => {
  it('three runners taking jobs at the same moment send each mail exactly once', async () => {
    const payload = await getTestPayload()
    // Only the runners below: this process's own autoRun waits (JOBS_AUTORUN is read on each tick).
    process.env.JOBS_AUTORUN = 'false'
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    const recipients = Array.from({ length: 30 }, () => `${unique('parallel')}@example.test`)
    for (const to of recipients) await queueMail(payload, { kind: 'passwordReset', to, subject: 'Sekali saja / Once only', text: 'x', html: '<p>x</p>' })
    const runs = await Promise.allSettled([1, 2, 3].map(() => payload.jobs.run({ limit: 100, silent: true })))
    process.env.JOBS_AUTORUN = 'true'
    for (const to of recipients) await mailCatcher.latestTo(to)
    expect(recipients.map((to) => mailCatcher.countTo(to))).toEqual(recipients.map(() => 1))
    expect(runs.filter((run) => run.status === 'rejected')).toEqual([])
  }, 60_000)

  it('JOBS_AUTORUN=false leaves queued mail to another runner (npm run worker)', async () => {
    const payload = await getTestPayload()
    process.env.JOBS_AUTORUN = 'false'
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    const to = `${unique('worker')}@example.test`
    await queueMail(payload, { kind: 'passwordReset', to, subject: 'Nanti / Later', text: 'x', html: '<p>x</p>' })
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    expect(mailCatcher.countTo(to)).toBe(0)
    process.env.JOBS_AUTORUN = 'true'
    await mailCatcher.latestTo(to)
    expect(mailCatcher.countTo(to)).toBe(1)
  }, 30_000)

  it('a job a killed runner left processing is queued again after 15 minutes, and its mail sent', async () => {
    const payload = await getTestPayload()
    process.env.JOBS_AUTORUN = 'false'
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    const to = `${unique('orphan')}@example.test`
    await queueMail(payload, { kind: 'passwordReset', to, subject: 'Yatim / Orphaned', text: 'x', html: '<p>x</p>' })
    const { docs } = await payload.find({ collection: 'payload-jobs', sort: '-createdAt', limit: 1, overrideAccess: true, depth: 0 })
    const job = docs[0]
    expect((job.input as { to: string }).to).toBe(to)
    // As a runner killed mid-send leaves it: taken, never finished.
    await payload.db.updateOne({ collection: 'payload-jobs', id: job.id, data: { processing: true, updatedAt: new Date(Date.now() - STALE_AFTER_MS + 60_000).toISOString() } })
    expect(await releaseStaleJobs(payload)).not.toContain(job.id)
    await payload.db.updateOne({ collection: 'payload-jobs', id: job.id, data: { processing: true, updatedAt: new Date(Date.now() - STALE_AFTER_MS - 1_000).toISOString() } })
    expect(await releaseStaleJobs(payload)).toContain(job.id)
    process.env.JOBS_AUTORUN = 'true'
    await mailCatcher.latestTo(to)
    expect(mailCatcher.countTo(to)).toBe(1)
  }, 30_000)

  it('the REST run endpoint and the jobs collection are admin only', async () => {
    const learner = await memberWithSession('learner')
    expect((await call('GET', 'payload-jobs/run', { cookie: learner.token })).status).toBe(401)
    expect((await call('GET', 'payload-jobs', { cookie: learner.token })).status).toBe(403)
  })
})

describe('/admin forgot password', () => {
  it('mails a staff account a working reset link, in both languages', async () => {
    const staff = await createUser('lecturer')
    const asked = await call('POST', 'users/forgot-password', { body: { email: staff.email } })
    expect(asked.status).toBe(200)
    const mail = await mailCatcher.latestTo(staff.email)
    expect(mail.subject).toBe('Atur ulang kata sandi admin LPI Learning / Reset your LPI Learning admin password')
    expect(mail.text).toContain('Tautan berlaku 1 jam')
    expect(mail.text).toContain('The link works for 1 hour')
    const token = tokenFromMail(mail, /\/admin\/reset/)
    const reset = await call('POST', 'users/reset-password', { body: { token, password: 'Baru-Sekali-2027!' } })
    expect(reset.status).toBe(200)
    const login = await call('POST', 'users/login', { body: { email: staff.email, password: 'Baru-Sekali-2027!' } })
    expect(login.status).toBe(200)
  })

  it('sends a learner no /admin link and answers as for an unknown address', async () => {
    const learner = await createUser('learner')
    const staff = await createUser('lecturer')
    const forLearner = await call('POST', 'users/forgot-password', { body: { email: learner.email } })
    const forNobody = await call('POST', 'users/forgot-password', { body: { email: `nobody-${Date.now()}@example.org` } })
    expect(forLearner.status).toBe(forNobody.status)
    expect(forLearner.body).toEqual(forNobody.body)
    // latestTo waits until every queued mail is sent, so a mail to the learner, had one been queued, is here by then.
    await call('POST', 'users/forgot-password', { body: { email: staff.email } })
    await mailCatcher.latestTo(staff.email)
    expect(mailCatcher.countTo(learner.email)).toBe(0)
  })
})
