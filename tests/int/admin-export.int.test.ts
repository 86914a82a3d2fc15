import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { NO_PORTAL_PASSWORD } from '../../backend/collections/Users/hooks/portal-password'
import { accountMessage } from '../../backend/services/account/messages'
import { createTestCourse } from './courses-helpers'
import { createEvent, daysFromNow } from './events-helpers'
import { rawCall, type TRawOptions } from './security/calls'
import { memberWithSession } from './event-registration-helpers'
import { getTestPayload, unique } from './setup/payload'

type TMember = Awaited<ReturnType<typeof memberWithSession>>
const PASSWORD = 'Export-Secret-123!'

/** CSV rows as cell arrays (the exports quote only cells with commas, quotes or line breaks; these fixtures have none). */
const rowsOf = (text: string) => text.replace(/^\uFEFF/, '').trim().split('\r\n').map((line) => line.split(','))

async function jwtOf(payload: Payload, member: TMember): Promise<string> {
  await payload.update({ collection: 'users', id: member.id, data: { password: PASSWORD }, context: { [NO_PORTAL_PASSWORD]: true } })
  return (await payload.login({ collection: 'users', data: { email: member.email, password: PASSWORD } })).token!
}

describe('CSV export of admin lists (decision 030)', () => {
  let payload: Payload
  let admin: TMember, lecturer: TMember, mentor: TMember, learner: TMember, other: TMember
  let adminJwt: string, lecturerJwt: string, learnerJwt: string
  let programmeTitle: string
  let programmeId: number
  let ownCourse: number, otherCourse: number
  const get = (path: string, options: TRawOptions = {}) => rawCall('GET', `admin-export/${path}`, options)

  beforeAll(async () => {
    payload = await getTestPayload()
    ;[admin, lecturer, mentor, learner, other] = await Promise.all([
      memberWithSession('admin'),
      memberWithSession('lecturer'),
      memberWithSession('mentor'),
      memberWithSession('learner'),
      memberWithSession('learner'),
    ])
    await payload.update({ collection: 'users', id: other.id, data: { fullName: '=HYPERLINK("http://evil.example")' }, overrideAccess: true })
    adminJwt = await jwtOf(payload, admin)
    lecturerJwt = await jwtOf(payload, lecturer)
    learnerJwt = await jwtOf(payload, learner)

    programmeTitle = unique('Programme')
    const programme = await payload.create({
      collection: 'cp3p-programmes',
      data: { title: programmeTitle, slug: unique('cp3p'), price: 1_000_000, currency: 'IDR', capacity: 10, dueDateRegistration: daysFromNow(30) },
      overrideAccess: true,
    })
    programmeId = programme.id
    for (const [member, paymentStatus] of [
      [learner, 'paid'],
      [other, 'waiting-verification'],
    ] as const) {
      await payload.create({
        collection: 'cp3p-registrations',
        data: { reference: unique('REF'), user: member.id, programme: programme.id, status: 'registered', amount: 1_000_000, currency: 'IDR', provider: 'bank-transfer', paymentStatus },
        overrideAccess: true,
      })
    }
    const event = await createEvent({ title: unique('Acara'), startDate: daysFromNow(7), endDate: daysFromNow(8) })
    await payload.create({ collection: 'event-registrations', data: { event, user: learner.id }, overrideAccess: true })

    ownCourse = (await createTestCourse(payload, { lecturerId: lecturer.id })).courseId
    otherCourse = (await createTestCourse(payload)).courseId
    for (const course of [ownCourse, otherCourse]) await payload.create({ collection: 'course-enrolments', data: { user: learner.id, course }, overrideAccess: true })
  })

  it('gives admins the CP3P registrations with learner, programme and payment, headed in Indonesian by default', async () => {
    const result = await get(`cp3p-registrations?where[programme.title][equals]=${programmeTitle}`, { token: admin.token })
    expect(result.status).toBe(200)
    expect(result.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(result.headers.get('content-disposition')).toMatch(/^attachment; filename="cp3p-registrations-\d{4}-\d{2}-\d{2}\.csv"$/)
    const [header, ...rows] = rowsOf(result.text)
    expect(header).toEqual(expect.arrayContaining(['Nomor referensi', 'Nama peserta', 'Email', 'Program', 'Status pembayaran', 'Terdaftar (WIB)']))
    const byEmail = Object.fromEntries(rows.map((row) => [row[header.indexOf('Email')], row]))
    expect(Object.keys(byEmail).sort()).toEqual([learner.email, other.email].sort())
    expect(byEmail[learner.email][header.indexOf('Program')]).toBe(programmeTitle)
    expect(byEmail[learner.email][header.indexOf('Status pembayaran')]).toBe('Lunas')
    expect(byEmail[learner.email][header.indexOf('Terdaftar (WIB)')]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
    // A name a spreadsheet would run as a formula is written as text.
    expect(result.text).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
  })

  it("honours the list's filter and the admin's language, through /admin's own login too", async () => {
    const result = await get(`cp3p-registrations?where[programme][equals]=${programmeId}&where[paymentStatus][equals]=paid&locale=en`, { jwt: adminJwt })
    expect(result.status).toBe(200)
    const [header, ...rows] = rowsOf(result.text)
    expect(header).toEqual(expect.arrayContaining(['Reference', "Learner's name", 'Programme', 'Payment status', 'Registered (WIB)']))
    expect(rows.map((row) => row[header.indexOf('Email')])).toEqual([learner.email])
    expect(rows[0][header.indexOf('Payment status')]).toBe('Paid')
  })

  it('finds rows by the search box as the list does', async () => {
    const result = await get(`users?search=${encodeURIComponent(learner.email)}`, { jwt: adminJwt })
    const [header, ...rows] = rowsOf(result.text)
    expect(header.slice(0, 3)).toEqual(['Nama lengkap', 'Email', 'Peran'])
    expect(rows.map((row) => row.slice(1, 3))).toEqual([[learner.email, 'Peserta']])
  })

  it('searches a list titled by its id with whole numbers only: "1e309" matches nothing instead of a 500', async () => {
    const all = rowsOf((await get('event-registrations', { jwt: adminJwt })).text)
    expect(all.length).toBeGreaterThan(1)
    for (const search of ['1e309', 'abc', '-1']) {
      const result = await get(`event-registrations?search=${encodeURIComponent(search)}`, { jwt: adminJwt })
      expect(result.status, search).toBe(200)
      expect(rowsOf(result.text), search).toHaveLength(1)
    }
  })

  it('refuses registrations and members to visitors, learners, lecturers and mentors', async () => {
    for (const path of ['cp3p-registrations', 'users']) {
      expect((await get(path)).status).toBe(401)
      for (const caller of [learner, lecturer, mentor]) {
        const refused = await get(path, { token: caller.token })
        expect(refused.status, `${path} as ${caller.email}`).toBe(403)
        expect(refused.message).toBe(accountMessage('forbidden', 'id'))
      }
      for (const jwt of [learnerJwt, lecturerJwt]) expect((await get(path, { jwt })).status).toBe(403)
    }
  })

  it('gives staff the event registrations and refuses learners', async () => {
    const admitted = await get(`event-registrations?where[user][equals]=${learner.id}`, { jwt: lecturerJwt })
    expect(admitted.status).toBe(200)
    expect(rowsOf(admitted.text)[1]).toEqual(expect.arrayContaining([learner.email]))
    expect((await get('event-registrations', { token: learner.token })).status).toBe(403)
    expect((await get('event-registrations', { jwt: learnerJwt })).status).toBe(403)
  })

  it("gives a lecturer the enrolments of their own courses only, as the list shows them", async () => {
    const mine = rowsOf((await get(`course-enrolments?where[user][equals]=${learner.id}`, { jwt: lecturerJwt })).text)
    expect(mine.slice(1).map((row) => row[0])).toEqual([`Kursus ${(await payload.findByID({ collection: 'courses', id: ownCourse })).slug}`])
    const all = rowsOf((await get(`course-enrolments?where[user][equals]=${learner.id}`, { token: admin.token })).text)
    expect(all.slice(1)).toHaveLength(2)
    expect(otherCourse).not.toBe(ownCourse)
  })

  it('answers 400 to a filter on a field that does not exist or a malformed sort', async () => {
    expect((await get('users?where[noSuchField][equals]=1', { jwt: adminJwt })).status).toBe(400)
    expect((await get('users?sort=createdAt;drop', { jwt: adminJwt })).status).toBe(400)
  })
})
