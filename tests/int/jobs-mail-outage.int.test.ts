import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registration, solvedBotCheck } from './account/accounts'
import { call } from './account/http'
import { mailCatcher, pendingMailJobs, tokenFromMail } from './account/mail-catcher'
import { memberWithSession } from './event-registration-helpers'
import { createEvent, minutesFromNow } from './events-helpers'
import { getTestPayload, unique } from './setup/payload'

/** Waits until every queued mail has been tried at least `tries` times (and failed, the server being down). */
async function mailTriedWhileDown(tries: number): Promise<void> {
  const payload = await getTestPayload()
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    const { docs } = await payload.find({ collection: 'payload-jobs', where: { completedAt: { exists: false } }, pagination: false, overrideAccess: true, depth: 0 })
    if (docs.length && docs.every((job) => (job.totalTried ?? 0) >= tries)) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`queued mail not tried ${tries} times`)
}

beforeAll(() => mailCatcher.start())
afterAll(() => mailCatcher.start())

describe('mail while the SMTP server is down', () => {
  it('sign-up, an event registration and an email-change code answer normally; their mail is queued, retried, and arrives once SMTP is back', async () => {
    const payload = await getTestPayload()
    const end = minutesFromNow(120)
    const eventId = await createEvent({ title: 'Lokakarya KPBU', format: 'online', onlineUrl: 'https://meet.example.test/kpbu', startDate: minutesFromNow(60), endDate: end, registrationOpen: true, registrationDeadline: end })
    const member = await memberWithSession()
    const signUp = registration()
    const botCheck = await solvedBotCheck()

    await mailCatcher.stop()
    const registered = await call('POST', 'user/account/register', { body: { ...signUp, botCheck } })
    const eventRegistration = await call<{ registrationId: number }>('POST', 'event/registration', { cookie: member.token, body: { eventId, answers: {} }, locale: 'en' })
    const newAddress = `${unique('new-address')}@example.test`
    const codeRequest = await call('POST', 'otp/request', { cookie: member.token, body: { email: newAddress } })

    expect([registered.status, eventRegistration.status, codeRequest.status]).toEqual([200, 200, 200])
    const account = await payload.find({ collection: 'users', where: { email: { equals: signUp.email } }, overrideAccess: true, depth: 0 })
    expect(account.docs).toHaveLength(1)
    const seat = await payload.findByID({ collection: 'event-registrations', id: eventRegistration.body.data!.registrationId, overrideAccess: true, depth: 0 })
    expect(seat.id).toBe(eventRegistration.body.data!.registrationId)
    // Both mails are in the queue and the runner has already failed to send them twice (the retries back off).
    expect(await pendingMailJobs()).toBeGreaterThanOrEqual(3)
    await mailTriedWhileDown(2)
    expect(mailCatcher.countTo(signUp.email) + mailCatcher.countTo(member.email) + mailCatcher.countTo(newAddress)).toBe(0)

    await mailCatcher.start()
    const activation = await mailCatcher.latestTo(signUp.email, 30_000)
    expect(tokenFromMail(activation, /\/masuk\/aktivasi/)).toBeTruthy()
    const confirmation = await mailCatcher.latestTo(member.email, 30_000)
    expect(confirmation.subject).toContain('Lokakarya KPBU')
    expect(confirmation.attachments.map((file) => file.filename)).toEqual(['event.ics'])
    expect((await mailCatcher.latestTo(newAddress, 30_000)).text).toMatch(/\b\d{6}\b/)
    expect([signUp.email, member.email, newAddress].map((to) => mailCatcher.countTo(to))).toEqual([1, 1, 1])
  }, 60_000)
})
