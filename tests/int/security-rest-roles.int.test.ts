import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { onePagePdf } from '../../backend/seed/seed-files'
import { createSession } from '../../backend/services/account/create-session'
import { createTestCourse, type TTestCourse } from './courses-helpers'
import { rawCall, type TMethod, type TRawResult } from './security/calls'
import { loadTestConfig } from './setup/config'
import { createUser, getTestPayload, unique } from './setup/payload'

/**
 * Issue 20 finding 9: what each role may do through Payload's REST (the calls /admin makes), per
 * docs/decisions/016-staff-roles-in-collection-access.md. Staff authenticate as /admin does, with Payload's JWT;
 * a learner has no CMS login, so their portal session is tried (it must open nothing here either).
 */
const ACTORS = ['visitor', 'learner', 'lecturer', 'otherLecturer', 'mentor', 'admin'] as const
type TActor = (typeof ACTORS)[number]
type TIds = Record<'lecturer' | 'otherLecturer' | 'mentor' | 'admin' | 'learner', number>

let payload: Payload
const auth = {} as Record<TActor, Record<string, string>>
const ids = {} as TIds
let course: TTestCourse
let otherCourse: TTestCourse
let registrationId: number
let programmeId: number
let proof: { id: number; filename: string }
let certificateId: number
let attemptId: number
let answerId: number

const REFUSED = [401, 403, 404]
const call = (actor: TActor, method: TMethod, path: string, json?: unknown): Promise<TRawResult> =>
  rawCall(method, path, { headers: auth[actor], json })

async function staff(role: 'lecturer' | 'mentor' | 'admin') {
  const user = await createUser(role)
  const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: 'Secret-123!' } })
  return { id: user.id, headers: { authorization: `JWT ${token}` } }
}

async function paymentFixtures(learnerId: number) {
  const slug = unique('cp3p-roles')
  const programme = await payload.create({
    collection: 'cp3p-programmes',
    data: { title: slug, slug, price: 12_500_000, currency: 'IDR', capacity: 5, dueDateRegistration: new Date(Date.now() + 86_400_000).toISOString() },
    overrideAccess: true,
  })
  programmeId = programme.id
  const pdf = onePagePdf('Transfer receipt')
  const file = { data: pdf, mimetype: 'application/pdf', name: `${slug}.pdf`, size: pdf.length }
  const saved = await payload.create({ collection: 'cp3p-payment-proofs', data: { user: learnerId }, file, overrideAccess: true })
  proof = { id: saved.id, filename: saved.filename! }
  const registration = await payload.create({
    collection: 'cp3p-registrations',
    data: { reference: slug, user: learnerId, programme: programme.id, paymentStatus: 'waiting-verification', amount: 12_500_000, currency: 'IDR', provider: 'bank-transfer', status: 'registered', proof: saved.id },
    overrideAccess: true,
  })
  registrationId = registration.id
}

async function courseFixtures(learnerId: number) {
  const certificate = await payload.create({
    collection: 'certificates',
    data: { code: unique('CERT').toUpperCase(), user: learnerId, course: course.courseId, issuedAt: new Date().toISOString(), revoked: true, revokedReason: 'Uji' },
    overrideAccess: true,
  })
  certificateId = certificate.id
  const bank = await payload.create({
    collection: 'assessments',
    data: { title: 'Ujian', kind: 'exam', course: course.courseId, passingGrade: 50, weight: 50, attemptsAllowed: 2, timeLimitMinutes: 30, questions: [{ kind: 'single', question: 'Q?', options: [{ text: 'A', correct: true }, { text: 'B' }] }] },
    overrideAccess: true,
  })
  const attempt = await payload.create({
    collection: 'assessment-attempts',
    data: { user: learnerId, assessment: bank.id, course: course.courseId, number: 1, attemptKey: unique('attempt'), startedAt: new Date().toISOString(), deadline: new Date(Date.now() + 3_600_000).toISOString() },
    overrideAccess: true,
  })
  attemptId = attempt.id
  answerId = (await payload.create({ collection: 'assessment-answers', data: { attempt: attempt.id, questionId: 'q1', choices: [0] }, overrideAccess: true })).id
}

beforeAll(async () => {
  payload = await getTestPayload()
  auth.visitor = {}
  const learner = await createUser('learner')
  ids.learner = learner.id
  auth.learner = { authorization: `Bearer ${(await createSession(payload, learner)).token}` }
  for (const role of ['lecturer', 'mentor', 'admin'] as const) ({ id: ids[role], headers: auth[role] } = await staff(role))
  ;({ id: ids.otherLecturer, headers: auth.otherLecturer } = await staff('lecturer'))
  course = await createTestCourse(payload, { lecturerId: ids.lecturer })
  await payload.update({ collection: 'courses', id: course.courseId, data: { mentors: [ids.mentor] }, overrideAccess: true })
  otherCourse = await createTestCourse(payload, { lecturerId: ids.otherLecturer })
  await paymentFixtures(learner.id)
  await courseFixtures(learner.id)
})

/** Runs `attempt` as every actor but admin, then as admin; `allowed` actors must get a 2xx, the others a refusal. */
async function asEveryone(allowed: TActor[], attempt: (actor: TActor) => Promise<TRawResult>, after?: (actor: TActor) => Promise<void>) {
  for (const actor of ACTORS) {
    const result = await attempt(actor)
    const label = `${actor}: ${result.status} ${result.text.slice(0, 160)}`
    if (allowed.includes(actor)) expect(result.status, label).toBeLessThan(300)
    else expect(REFUSED, label).toContain(result.status)
    await after?.(actor)
  }
}

describe('payments are the admin’s', () => {
  it('only an admin marks a cp3p registration paid or changes its amount', async () => {
    const stored = () => payload.findByID({ collection: 'cp3p-registrations', id: registrationId, overrideAccess: true })
    await asEveryone(
      ['admin'],
      (actor) => call(actor, 'PATCH', `/cp3p-registrations/${registrationId}`, { paymentStatus: 'paid', amount: 1 }),
      async (actor) => {
        const row = await stored()
        if (actor === 'admin') expect([row.paymentStatus, row.amount]).toEqual(['paid', 1])
        else expect([row.paymentStatus, row.amount], actor).toEqual(['waiting-verification', 12_500_000])
      },
    )
  })

  it('only an admin lists registrations, reads a payment proof and downloads its file', async () => {
    await asEveryone(['admin'], (actor) => call(actor, 'GET', `/cp3p-payment-proofs/${proof.id}`))
    await asEveryone(['admin'], (actor) => call(actor, 'GET', `/cp3p-payment-proofs/file/${encodeURIComponent(proof.filename)}`))
    for (const actor of ['lecturer', 'mentor', 'otherLecturer'] as const) {
      const list = await call(actor, 'GET', '/cp3p-registrations?limit=100')
      const docs = list.status === 200 ? (JSON.parse(list.text) as { docs: { id: number }[] }).docs : []
      expect(docs.map((doc) => doc.id), actor).not.toContain(registrationId)
    }
  })

  it('a lecturer cannot change a programme’s price', async () => {
    for (const actor of ['lecturer', 'mentor'] as const) {
      const result = await call(actor, 'PATCH', `/cp3p-programmes/${programmeId}`, { price: 1, currency: 'USD' })
      expect(result.status, result.text.slice(0, 160)).toBeLessThan(500)
      const stored = await payload.findByID({ collection: 'cp3p-programmes', id: programmeId, overrideAccess: true })
      expect([stored.price, stored.currency], actor).toEqual([12_500_000, 'IDR'])
    }
  })
})

describe('certificates are the admin’s', () => {
  it('only an admin restores a revoked certificate', async () => {
    await asEveryone(
      ['admin'],
      (actor) => call(actor, 'PATCH', `/certificates/${certificateId}`, { revoked: false }),
      async (actor) => {
        const row = await payload.findByID({ collection: 'certificates', id: certificateId, overrideAccess: true })
        expect(row.revoked, actor).toBe(actor !== 'admin')
      },
    )
  })

  it('nobody creates one through REST, and only an admin reads them', async () => {
    const data = { code: unique('FORGED'), user: ids.learner, course: course.courseId, issuedAt: new Date().toISOString() }
    await asEveryone([], (actor) => call(actor, 'POST', '/certificates', { ...data, code: `${data.code}-${actor}` }))
    await asEveryone(['admin'], (actor) => call(actor, 'GET', `/certificates/${certificateId}`))
  })
})

describe('a course’s roster is the admin’s', () => {
  const roster = async (courseId: number) => {
    const doc = await payload.findByID({ collection: 'courses', id: courseId, depth: 0, overrideAccess: true })
    return { lecturers: (doc.lecturers ?? []).map((row) => row.account), mentors: doc.mentors ?? [] }
  }

  it('no lecturer or mentor adds themselves (or anyone) to a course’s lecturers or mentors', async () => {
    for (const [actor, target] of [['otherLecturer', course], ['lecturer', course], ['mentor', course], ['lecturer', otherCourse]] as const) {
      const before = await roster(target.courseId)
      const id = ids[actor]
      await call(actor, 'PATCH', `/courses/${target.courseId}`, { lecturers: [{ account: id, name: 'Saya' }], mentors: [id, ids.otherLecturer] })
      expect(await roster(target.courseId), `${actor} on course ${target.courseId}`).toEqual(before)
    }
    const added = await call('admin', 'PATCH', `/courses/${otherCourse.courseId}`, { mentors: [ids.mentor] })
    expect(added.status).toBe(200)
    expect((await roster(otherCourse.courseId)).mentors).toEqual([ids.mentor])
    await payload.update({ collection: 'courses', id: otherCourse.courseId, data: { mentors: [] }, overrideAccess: true })
  })

  it('lecturers and mentors edit the courses they teach, not others, and create or delete none', async () => {
    await asEveryone(['lecturer', 'mentor', 'admin'], (actor) => call(actor, 'PATCH', `/courses/${course.courseId}`, { info: `Info ${actor}` }))
    await asEveryone(['otherLecturer', 'admin'], (actor) => call(actor, 'PATCH', `/courses/${otherCourse.courseId}`, { info: `Info ${actor}` }))
    await asEveryone(['admin'], (actor) => call(actor, 'POST', '/courses', { name: 'Baru', slug: unique('new').toLowerCase(), _status: 'draft' }))
    const versions = await call('otherLecturer', 'GET', `/courses/versions?where[parent][equals]=${course.courseId}`)
    expect((versions.message ? [] : (JSON.parse(versions.text) as { docs: unknown[] }).docs).length, versions.text.slice(0, 160)).toBe(0)
  })
})

describe('course content belongs to the course’s staff', () => {
  it('a lecture is read and edited by the lecturers and mentors of its course only', async () => {
    const lecture = course.lectureIds[0]
    await asEveryone(['lecturer', 'mentor', 'admin'], (actor) => call(actor, 'GET', `/course-lectures/${lecture}`))
    await asEveryone(['lecturer', 'mentor', 'admin'], (actor) => call(actor, 'PATCH', `/course-lectures/${lecture}`, { title: `Materi ${actor}` }))
    const title = (await payload.findByID({ collection: 'course-lectures', id: lecture, overrideAccess: true })).title
    expect(title).toBe('Materi admin')
  })

  it('nothing is created in, or moved into, a course its author does not teach', async () => {
    await asEveryone(['otherLecturer', 'admin'], (actor) => call(actor, 'POST', '/course-lectures', { chapter: otherCourse.chapterIds[0], title: `Baru ${actor}`, order: 9, type: 'reading' }))
    await asEveryone(['lecturer', 'mentor', 'admin'], (actor) => call(actor, 'POST', '/course-chapters', { course: course.courseId, title: `Bab ${actor}`, order: 9 }))
    const moved = await call('lecturer', 'PATCH', `/course-chapters/${course.chapterIds[0]}`, { course: otherCourse.courseId })
    expect(REFUSED, moved.text.slice(0, 160)).toContain(moved.status)
    const movedLecture = await call('lecturer', 'PATCH', `/course-lectures/${course.lectureIds[0]}`, { chapter: otherCourse.chapterIds[0] })
    expect(REFUSED, movedLecture.text.slice(0, 160)).toContain(movedLecture.status)
    expect((await payload.findByID({ collection: 'course-chapters', id: course.chapterIds[0], depth: 0, overrideAccess: true })).course).toBe(course.courseId)
  })

  it('a learner’s attempts and answers are read by the staff of that course only', async () => {
    await asEveryone(['lecturer', 'mentor', 'admin'], (actor) => call(actor, 'GET', `/assessment-attempts/${attemptId}`))
    await asEveryone(['lecturer', 'mentor', 'admin'], (actor) => call(actor, 'GET', `/assessment-answers/${answerId}`))
    const listed = await call('otherLecturer', 'GET', '/assessment-answers?limit=100')
    const docs = listed.status === 200 ? (JSON.parse(listed.text) as { docs: { id: number }[] }).docs : []
    expect(docs.map((doc) => doc.id)).not.toContain(answerId)
  })
})

describe('accounts', () => {
  it('a lecturer or mentor changes no one’s role, e-mail or password, and not their own role', async () => {
    const account = () => payload.findByID({ collection: 'users', id: ids.learner, overrideAccess: true, showHiddenFields: true })
    const before = await account()
    for (const actor of ['lecturer', 'mentor', 'otherLecturer'] as const) {
      for (const data of [{ role: 'admin' }, { email: `${unique('taken')}@example.test` }, { password: 'Taken-Over-123!' }]) {
        const result = await call(actor, 'PATCH', `/users/${ids.learner}`, data)
        expect(REFUSED, `${actor} ${JSON.stringify(data)}: ${result.text.slice(0, 160)}`).toContain(result.status)
      }
      await call(actor, 'PATCH', `/users/${ids[actor]}`, { role: 'admin' })
      expect((await payload.findByID({ collection: 'users', id: ids[actor], overrideAccess: true })).role).not.toBe('admin')
    }
    const after = await account()
    expect([after.role, after.email, after.passwordHash, after.hash]).toEqual([before.role, before.email, before.passwordHash, before.hash])
  })
})

describe('every operation is named', () => {
  // Payload's default for an operation a collection leaves out is "any signed-in CMS user".
  const DEFAULTS = ['defaultAccess', 'defaultUnlockAccess']

  it('by every collection and global, so none falls back to Payload’s default', async () => {
    const config = await loadTestConfig()
    const missing: string[] = []
    for (const collection of config.collections.filter((entry) => !entry.slug.startsWith('payload-'))) {
      const operations = ['read', 'create', 'update', 'delete', ...(collection.versions ? ['readVersions'] : []), ...(collection.auth ? ['unlock', 'admin'] : [])]
      for (const operation of operations) {
        const access = collection.access[operation as keyof typeof collection.access] as ((...args: never[]) => unknown) | undefined
        if (!access || DEFAULTS.includes(access.name)) missing.push(`${collection.slug}.${operation}`)
      }
    }
    for (const global of config.globals) {
      for (const operation of ['read', 'update', 'readVersions'] as const) {
        const access = global.access[operation]
        if (!access || DEFAULTS.includes(access.name)) missing.push(`${global.slug}.${operation}`)
      }
    }
    expect(missing).toEqual([])
  })
})
