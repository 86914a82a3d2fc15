import { REST_GET, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Event } from '../../backend/payload-types'
import { createSession } from '../../backend/services/account/create-session'
import { sendCertificateIssuedMail } from '../../backend/services/certificates/send-issued-mail'
import { sendPaymentDecisionMail } from '../../backend/services/cp3p/payment-mail'
import { sendRegistrationMail } from '../../backend/services/event-registration/registration-mail'
import { sendDataExportReadyMail } from '../../backend/services/personal-data/export-ready-mail'
import { sendActivationMail, sendEmailOtpMail, sendRegistrationAttemptMail, sendResetMail } from '../../backend/services/mail/account-mails'
import { queueDigestMail, queuePostMail } from '../../backend/services/forum/forum-mail'
import { queueReportMail } from '../../backend/services/forum/notify-moderators'
import { MAIL_KINDS, type TMailKind } from '../../backend/services/mail/mail-kinds'
import { createNotification } from '../../backend/services/notifications/create-notification'
import { readPreferences, savePreferences } from '../../backend/services/notifications/preferences'
import { unsubscribeToken } from '../../backend/services/notifications/unsubscribe-token'
import { allNotificationsOn, type TNotificationPreferences } from '../../lib/contracts/notifications/preferences'
import { call, freshIp, ORIGIN } from './account/http'
import { mailCatcher, type TCaughtMail } from './account/mail-catcher'
import { loadTestConfig } from './setup/config'
import { createUser, getTestPayload } from './setup/payload'

type TMember = { id: number; email: string; fullName: string }

const THREAD = { id: 1, title: 'Risiko KPBU', courseSlug: 'dasar-dasar-kpbu' }
const soon = new Date(Date.now() + 7 * 86_400_000).toISOString()
const EVENT = { id: 1, title: 'Seminar Air Bersih', startDate: soon, endDate: soon, format: 'online', onlineUrl: 'https://meet.example.test/x', eventStatus: 'scheduled' } as unknown as Event

/**
 * How the product sends each kind of mail, through the function its feature calls. A Record over every kind of
 * backend/services/mail/mail-kinds.ts: a kind added there fails type checking (and the test below) until it is here.
 */
const SENDERS: Record<TMailKind, (payload: Payload, member: TMember) => Promise<unknown>> = {
  accountActivation: (payload, m) => sendActivationMail(payload, m.email, m.fullName, 'activation-token', 'en'),
  passwordReset: (payload, m) => sendResetMail(payload, m.email, m.fullName, 'reset-token', 'id'),
  emailChangeCode: (payload, m) => sendEmailOtpMail(payload, m.email, m.fullName, '123456', 'en'),
  registrationAttempt: (payload, m) => sendRegistrationAttemptMail(payload, m.email, m.fullName, 'id'),
  // Payload's own /admin reset, for staff (the member of this kind is an admin).
  adminPasswordReset: (payload, m) => payload.forgotPassword({ collection: 'users', data: { email: m.email }, disableEmail: false }),
  dataExportReady: (payload, m) => sendDataExportReadyMail(payload, { to: m.email, name: m.fullName, expiresAt: soon, locale: 'id' }),
  cp3pPaymentDecision: (payload, m) =>
    sendPaymentDecisionMail(payload, { to: m.email, name: m.fullName, title: 'Program Air', paid: true, reason: '', permalink: '/cp3p', locale: 'en' }),
  certificateIssued: (payload, m) =>
    sendCertificateIssuedMail(payload, { to: m.email, name: m.fullName, course: { slug: 'air', names: { id: 'Kursus Air', en: 'Water Course' } }, code: 'CERT-1' }),
  eventRegistration: (payload, m) => sendRegistrationMail(payload, { to: m.email, name: m.fullName, event: EVENT, registrationId: 1, locale: 'en' }),
  forumPost: (payload, m) => queuePostMail(payload, { userId: m.id, email: m.email, name: m.fullName, locale: 'en' }, { event: 'reply', author: 'Budi', thread: THREAD, html: '<p>Agreed.</p>' }),
  forumMention: (payload, m) => queuePostMail(payload, { userId: m.id, email: m.email, name: m.fullName }, { event: 'mention', author: 'Budi', thread: THREAD, html: `<p>@${m.fullName} see this</p>` }),
  forumReport: (payload, m) => queueReportMail(payload, { userId: m.id, email: m.email, name: m.fullName }, { id: 'Diskusi "Air" dilaporkan.', en: 'The discussion "Air" was reported.' }),
  forumDigest: (payload, m) => queueDigestMail(payload, { userId: m.id, email: m.email, name: m.fullName, locale: 'id' }, [{ thread: THREAD, author: 'Budi', html: '<p>Setuju.</p>', isThread: false }]),
}

const KINDS = Object.keys(MAIL_KINDS) as TMailKind[]
const allEmailOff = (): TNotificationPreferences => ({ ...allNotificationsOn(), email: { discussion: false, onlineCourse: false, information: false, events: false, payments: false } })

async function member(role: 'learner' | 'admin' = 'learner'): Promise<TMember> {
  const user = await createUser(role)
  return { id: user.id, email: user.email, fullName: user.fullName }
}

/** A call as a browser or a mail provider makes it, answering the raw text (the GET page is HTML). */
async function raw(method: 'GET' | 'POST', url: string, accept: string) {
  const parsed = new URL(url, ORIGIN)
  const headers = new Headers({ host: 'localhost:3000', 'x-forwarded-for': freshIp(), accept })
  const init: RequestInit = { method, headers }
  if (method === 'POST') {
    headers.set('content-type', 'application/x-www-form-urlencoded')
    init.body = 'List-Unsubscribe=One-Click'
  }
  const slug = parsed.pathname.replace(/^\/api\//, '').split('/')
  const response = await (method === 'GET' ? REST_GET : REST_POST)(loadTestConfig())(new Request(new URL(parsed.pathname + parsed.search, ORIGIN), init), { params: Promise.resolve({ slug }) })
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() }
}

const unsubscribeLink = (mail: TCaughtMail) => /^<(https?:\/\/[^>]+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1] ?? ''

let payload: Payload
const on = {} as Record<TMailKind, TMember>
const off = {} as Record<TMailKind, TMember>

beforeAll(async () => {
  payload = await getTestPayload()
  await mailCatcher.start()
  for (const kind of KINDS) {
    const role = kind === 'adminPasswordReset' ? 'admin' : 'learner'
    ;[on[kind], off[kind]] = await Promise.all([member(role), member(role)])
    await savePreferences(payload, off[kind].id, allEmailOff())
  }
  for (const kind of KINDS) await Promise.all([SENDERS[kind](payload, on[kind]), SENDERS[kind](payload, off[kind])])
})

describe('every mail the product sends honours the preferences', () => {
  it('knows how to send every classified kind', () => expect(Object.keys(SENDERS).sort()).toEqual([...KINDS].sort()))

  it.each(KINDS)('%s', async (kind) => {
    const sent = await mailCatcher.latestTo(on[kind].email)
    if (MAIL_KINDS[kind].transactional) {
      expect(sent.headers['list-unsubscribe'], 'transactional mail has no unsubscribe').toBeUndefined()
      // Sent even with every e-mail topic off.
      await mailCatcher.latestTo(off[kind].email)
      return
    }
    const link = unsubscribeLink(sent)
    expect(link).toMatch(/\/api\/user\/notification-preferences\/unsubscribe\?token=/)
    expect(sent.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    expect(sent.text).toContain(link)
    expect(sent.html).toContain(link.replace(/&/g, '&amp;'))
    expect(mailCatcher.countTo(off[kind].email), 'skipped for a member who turned it off').toBe(0)
  })
})

describe('in-app notifications honour the preferences', () => {
  it('writes one only while its topic is on in the app', async () => {
    const learner = await member()
    const intro = { id: 'Pembayaran diverifikasi', en: 'Payment verified' }
    expect(await createNotification(payload, { userId: learner.id, type: 'information', topic: 'payments', intro })).toEqual(expect.any(Number))
    await savePreferences(payload, learner.id, { ...allNotificationsOn(), inApp: { ...allNotificationsOn().inApp, payments: false } })
    expect(await createNotification(payload, { userId: learner.id, type: 'information', topic: 'payments', intro })).toBeNull()
    expect(await createNotification(payload, { userId: learner.id, type: 'information', intro }), 'other topics still arrive').toEqual(expect.any(Number))
  })
})

describe('own preferences through the API', () => {
  it('reads the defaults, saves a change, refuses a malformed one', async () => {
    const learner = await member()
    const { token } = await createSession(payload, { id: learner.id })
    const read = await call<TNotificationPreferences>('GET', 'user/notification-preferences', { token })
    expect(read.body.data).toEqual(allNotificationsOn())
    const changed = { ...allNotificationsOn(), email: { ...allNotificationsOn().email, discussion: false } }
    const saved = await call<TNotificationPreferences>('PUT', 'user/notification-preferences', { token, body: changed })
    expect(saved.status).toBe(200)
    expect(await readPreferences(payload, learner.id)).toEqual(changed)
    const bad = await call('PUT', 'user/notification-preferences', { token, body: { email: { discussion: 'no' } }, locale: 'en' })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBeTruthy()
    expect((await call('GET', 'user/notification-preferences')).status).toBe(401)
  })
})

describe('one-click unsubscribe', () => {
  it('GET asks and changes nothing; POST turns that topic off and no more such mail is sent', async () => {
    const learner = on.eventRegistration
    const link = unsubscribeLink(await mailCatcher.latestTo(learner.email))
    const page = await raw('GET', link, 'text/html')
    expect(page.status).toBe(200)
    expect(page.type).toContain('text/html')
    expect(page.text).toContain('<html lang="en"')
    expect(page.text).toMatch(/<form method="post"[^>]*><button type="submit">Yes, unsubscribe<\/button>/)
    expect((await raw('GET', link, 'application/json')).status).toBe(200)
    expect((await readPreferences(payload, learner.id)).email.events, 'a GET (a mail scanner) changes nothing').toBe(true)

    const posted = await raw('POST', link, '*/*')
    expect(posted.status).toBe(200)
    const after = await readPreferences(payload, learner.id)
    expect(after.email.events).toBe(false)
    expect({ ...after.email, events: true }, 'only that topic').toEqual(allNotificationsOn().email)
    expect((await raw('POST', link, '*/*')).status, 'a second click answers 200 too').toBe(200)

    const before = mailCatcher.countTo(learner.email)
    await SENDERS.eventRegistration(payload, learner)
    await mailCatcher.latestTo(learner.email)
    expect(mailCatcher.countTo(learner.email)).toBe(before)
  })

  it('refuses a forged, altered or missing token with a clear message', async () => {
    const learner = await member()
    const other = await member()
    const token = unsubscribeToken(payload, learner.id, 'events')
    const signature = token.split('.')[2]
    const forged = [
      `${other.id}.events.${signature}`, // another member
      `${learner.id}.payments.${signature}`, // another topic
      `${learner.id}.events.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`, // altered signature
      `${learner.id}.events.${'x'.repeat(43)}`, // made up
    ]
    for (const bad of forged) {
      const answer = await call('POST', `user/notification-preferences/unsubscribe?token=${encodeURIComponent(bad)}`, { locale: 'en', origin: null })
      expect(answer.status, bad).toBe(403)
      expect(answer.body.message).toContain('not valid')
    }
    const page = await raw('GET', `/api/user/notification-preferences/unsubscribe?token=${learner.id}.events.forged&locale=id`, 'text/html')
    expect(page.status).toBe(403)
    expect(page.text).toContain('tidak valid')
    expect((await call('POST', 'user/notification-preferences/unsubscribe', { origin: null, locale: 'en' })).status).toBe(400)
    expect((await readPreferences(payload, learner.id)).email.events).toBe(true)
    expect((await readPreferences(payload, other.id)).email.events).toBe(true)
  })
})
