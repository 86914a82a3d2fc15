import { beforeAll, describe, expect, it } from 'vitest'
import type { TDigitalAttendance } from '../../backend/services/event-registration/attendance'
import type { TEventActivityItem } from '../../backend/services/event-registration/list-event-activity'
import type { TRegistrationStatus } from '../../backend/services/event-registration/registration-status'
import { call } from './account/http'
import { mailCatcher } from './account/mail-catcher'
import { getText, memberWithSession } from './event-registration-helpers'
import { createEvent, daysFromNow, minutesFromNow } from './events-helpers'
import { createUser, getTestPayload } from './setup/payload'

type TMember = Awaited<ReturnType<typeof memberWithSession>>

const register = (member: TMember, eventId: number, answers: Record<string, unknown> = {}, locale: 'id' | 'en' = 'en') =>
  call<{ registrationId: number }>('POST', 'event/registration', { cookie: member.token, body: { eventId, answers }, locale })

let onNow: number
let future: number
let closed: number
let questionIds: { org: string; role: string }

beforeAll(async () => {
  await mailCatcher.start()
  // Happening now, registration open until its end (so attendance can be marked today).
  // One instant for both: two calls a millisecond apart put the deadline after the end, which is refused.
  const end = minutesFromNow(120)
  onNow = await createEvent({
    title: 'Klinik KPBU daring',
    format: 'online',
    onlineUrl: 'https://meet.example.test/klinik',
    startDate: minutesFromNow(-20),
    endDate: end,
    registrationOpen: true,
    registrationDeadline: end,
    registrationForm: [
      { label: 'Instansi', type: 'text', required: true },
      { label: 'Peran', type: 'select', required: false, options: [{ value: 'gov', label: 'Pemerintah' }, { value: 'private', label: 'Swasta' }] },
    ],
  })
  const payload = await getTestPayload()
  const saved = await payload.findByID({ collection: 'events', id: onNow, depth: 0, locale: 'id' })
  const [org, role] = saved.registrationForm!
  questionIds = { org: org.id!, role: role.id! }
  // Rows sent with their ids translate the Indonesian rows.
  await payload.update({
    collection: 'events',
    id: onNow,
    locale: 'en',
    data: {
      title: 'Online PPP clinic',
      registrationForm: [
        { ...org, label: 'Institution' },
        { ...role, label: 'Role', options: role.options!.map((option, i) => ({ ...option, label: ['Government', 'Private'][i] })) },
      ],
    },
  })
  future = await createEvent({
    title: 'Lokakarya mendatang',
    format: 'offline',
    venue: { name: 'Gedung A', address: 'Jl. Merdeka 1', city: 'Jakarta' },
    startDate: daysFromNow(3),
    endDate: daysFromNow(3.1),
    registrationOpen: true,
  })
  closed = await createEvent({ title: 'Acara tanpa pendaftaran', startDate: daysFromNow(4), endDate: daysFromNow(4.1), registrationOpen: false })
})

describe('POST event/registration', () => {
  it('registers a member, mails a confirmation with an .ics and notifies them', async () => {
    const member = await memberWithSession()
    const response = await register(member, onNow, { [questionIds.org]: 'Bappeda Kota Bogor', [questionIds.role]: 'gov' })
    expect(response.status).toBe(200)
    expect(response.body.message).toMatch(/registered/i)
    const mail = await mailCatcher.latestTo(member.email)
    expect(mail.subject).toBe('Registration confirmed: Online PPP clinic')
    expect(mail.text).toContain('https://meet.example.test/klinik')
    const ics = mail.attachments.find((file) => file.filename === 'event.ics')
    expect(ics?.contentType).toMatch(/^text\/calendar/)
    const payload = await getTestPayload()
    const event = await payload.findByID({ collection: 'events', id: onNow, depth: 0 })
    const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z')
    expect(ics?.content).toContain(`DTSTART:${utc(event.startDate)}`)
    expect(ics?.content).toContain(`DTEND:${utc(event.endDate)}`)
    expect(ics?.content).toContain('LOCATION:https://meet.example.test/klinik')
    const notifications = await call<{ listing: { type: string; intro: string }[] }>('GET', 'user/notification', { cookie: member.token, locale: 'en' })
    expect(notifications.body.data?.listing[0]).toMatchObject({ type: 'information', intro: 'You are registered for "Online PPP clinic".' })
  })

  it('refuses a second registration of the same member with a clear message, in both languages', async () => {
    const member = await memberWithSession()
    expect((await register(member, onNow, { [questionIds.org]: 'Dinas PU' })).status).toBe(200)
    const again = await register(member, onNow, { [questionIds.org]: 'Dinas PU' })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('You are already registered for this event.')
    const againId = await register(member, onNow, { [questionIds.org]: 'Dinas PU' }, 'id')
    expect(againId.body.message).toBe('Anda sudah terdaftar di acara ini.')
  })

  it('refuses closed registration, missing required answers and visitors', async () => {
    const member = await memberWithSession()
    const refused = await register(member, closed)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('Registration for this event is closed.')
    const missing = await register(member, onNow, {}, 'id')
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe('Instansi wajib diisi')
    const visitor = await call('POST', 'event/registration', { body: { eventId: onNow } })
    expect(visitor.status).toBe(401)
  })

  it('lets exactly capacity registrations through when more members register at once', async () => {
    const capacity = 3
    const eventId = await createEvent({ title: 'Kursi terbatas', startDate: daysFromNow(5), endDate: daysFromNow(5.1), registrationOpen: true, capacity })
    const members: TMember[] = []
    for (let i = 0; i < 7; i++) members.push(await memberWithSession())
    const results = await Promise.all(members.map((member) => register(member, eventId)))
    expect(results.filter((result) => result.status === 200)).toHaveLength(capacity)
    const refused = results.filter((result) => result.status !== 200)
    expect(refused).toHaveLength(members.length - capacity)
    for (const result of refused) expect(result.body.message).toBe('Sorry, this event is fully booked.')
    const payload = await getTestPayload()
    const rows = await payload.find({ collection: 'event-registrations', where: { event: { equals: eventId } }, limit: 20 })
    expect(rows.docs.map((doc) => doc.seat).sort()).toEqual([1, 2, 3])
    const status = await call<TRegistrationStatus>('GET', `event/registration?eventId=${eventId}`, { cookie: members[0].token })
    expect(status.body.data?.seatsLeft).toBe(0)
  })

  it('keeps one registration when the same member sends two at once', async () => {
    const member = await memberWithSession()
    const results = await Promise.all([register(member, future), register(member, future)])
    expect(results.map((result) => result.status).sort()).toEqual([200, 409])
  })
})

describe('digital attendance', () => {
  const get = (member: TMember, eventId: number) =>
    call<TDigitalAttendance>('GET', `event/form/get-digital-attendance?eventId=${eventId}`, { cookie: member.token, locale: 'en' })
  const post = (member: TMember, eventId: number) =>
    call<TDigitalAttendance>('POST', 'event/form/post-digital-attendance', { cookie: member.token, body: { eventId }, locale: 'en' })

  it('records a registrant once inside the window; a second mark is refused', async () => {
    const member = await memberWithSession()
    await register(member, onNow, { [questionIds.org]: 'Bappenas' })
    expect((await get(member, onNow)).body.data?.state).toBe('open')
    const first = await post(member, onNow)
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({ state: 'attended' })
    const second = await post(member, onNow)
    expect(second.status).toBe(409)
    expect(second.body.message).toBe('Your attendance is already recorded.')
  })

  it('counts one of two simultaneous marks', async () => {
    const member = await memberWithSession()
    await register(member, onNow, { [questionIds.org]: 'Bappenas' })
    const results = await Promise.all([post(member, onNow), post(member, onNow)])
    expect(results.map((result) => result.status).sort()).toEqual([200, 409])
  })

  it('refuses before the window opens and members who did not register', async () => {
    const member = await memberWithSession()
    await register(member, future)
    const early = await post(member, future)
    expect(early.status).toBe(409)
    expect(early.body.message).toMatch(/^Attendance is not open yet\. It opens 30 minutes before the event starts \(.+ WIB \(UTC\+7\)\)\.$/)
    const stranger = await memberWithSession()
    const notRegistered = await post(stranger, onNow)
    expect(notRegistered.status).toBe(403)
    expect(notRegistered.body.message).toMatch(/not registered/)
  })

  it('refuses after the event has ended', async () => {
    const member = await memberWithSession()
    const end = minutesFromNow(30)
    const eventId = await createEvent({ title: 'Baru selesai', startDate: minutesFromNow(-60), endDate: end, registrationOpen: true, registrationDeadline: end })
    await register(member, eventId)
    const payload = await getTestPayload()
    await payload.update({ collection: 'events', id: eventId, data: { endDate: minutesFromNow(-1), registrationDeadline: minutesFromNow(-2) } })
    const late = await post(member, eventId)
    expect(late.status).toBe(409)
    expect(late.body.message).toBe('Attendance is closed: the event has ended.')
  })
})

describe('user/activity/event and privacy', () => {
  it('lists only the member’s own registrations with their status', async () => {
    const member = await memberWithSession()
    const other = await memberWithSession()
    await register(member, onNow, { [questionIds.org]: 'Pemkot' })
    await register(member, future)
    await register(other, closed)
    await call('POST', 'event/form/post-digital-attendance', { cookie: member.token, body: { eventId: onNow } })
    const mine = await call<TEventActivityItem[]>('GET', `user/activity/event?accountId=${other.id}`, { cookie: member.token, locale: 'en' })
    expect(mine.body.data?.map((item) => [item.eventId, item.status])).toEqual([
      [onNow, 'attended'],
      [future, 'registered'],
    ])
    expect(mine.body.data?.[0].attendancePath).toMatch(/^\/en\/event\/attendance\/\d+\/online-ppp-clinic$/)
    const theirs = await call<TEventActivityItem[]>('GET', 'user/activity/event', { cookie: other.token })
    expect(theirs.body.data).toEqual([])
    const status = await call<TRegistrationStatus>('GET', `event/registration?eventId=${future}`, { cookie: other.token })
    expect(status.body.data?.registered).toBe(false)
  })

  it('keeps registrations out of the collection API for members and visitors', async () => {
    const member = await memberWithSession()
    await register(member, future)
    const asMember = await call<unknown>('GET', 'event-registrations', { token: member.token })
    expect((asMember.body as unknown as { docs?: unknown[] }).docs ?? []).toEqual([])
    const asVisitor = await call<unknown>('GET', 'event-registrations')
    expect((asVisitor.body as unknown as { docs?: unknown[] }).docs ?? []).toEqual([])
    const payload = await getTestPayload()
    const learner = await createUser('learner')
    await expect(payload.find({ collection: 'event-registrations', overrideAccess: false, user: learner })).rejects.toMatchObject({ status: 403 })
    const lecturer = await createUser('lecturer')
    const asStaff = await payload.find({ collection: 'event-registrations', where: { user: { equals: member.id } }, overrideAccess: false, user: lecturer })
    expect(asStaff.totalDocs).toBe(1)
    await expect(
      payload.create({ collection: 'event-registrations', data: { event: future, user: learner.id }, overrideAccess: false, user: lecturer }),
    ).rejects.toMatchObject({ status: 403 })
  })
})

describe('GET event/registration/export (CSV)', () => {
  it('gives staff the CSV of registrations and attendance with the form answers', async () => {
    const staff = await memberWithSession('lecturer')
    const response = await getText(`event/registration/export?eventId=${onNow}`, { token: staff.token, locale: 'en' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="event-\d+-registrations\.csv"/)
    const lines = response.text.replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(lines[0]).toBe('Seat,Full name,Email,Phone,Organisation,Registered (WIB),Attended (WIB),Status,Institution,Role')
    expect(lines.some((line) => line.includes('Bappeda Kota Bogor') && line.endsWith(',Government'))).toBe(true)
    expect(lines.some((line) => line.includes(',attended,'))).toBe(true)
  })

  it('refuses learners and visitors', async () => {
    const learner = await memberWithSession()
    expect((await getText(`event/registration/export?eventId=${onNow}`, { token: learner.token })).status).toBe(403)
    expect((await getText(`event/registration/export?eventId=${onNow}`)).status).toBe(401)
  })
})
