import { beforeAll, describe, expect, it } from 'vitest'
import type { TCourseCard } from '../../backend/services/courses/shapes'
import type { TCp3pCourseCard } from '../../backend/services/cp3p/shapes'
import type { TELibraryListingItem } from '../../backend/services/shapes'
import { getJson, type TEnvelope } from './elibrary-helpers'
import { getTestPayload, unique } from './setup/payload'

/** Issue 22: the three highlight calls of spec section 7 that had no endpoint. Other files share the database. */

const ids = { flaggedOld: 0, newest: 0, firstCourse: 0, secondCourse: 0, draftCourse: 0, soonest: 0, later: 0, full: 0, late: 0 }

async function toolkitType(): Promise<number> {
  const payload = await getTestPayload()
  const found = await payload.find({ collection: 'elibrary-types', where: { kind: { equals: 'toolkit' } }, limit: 1, overrideAccess: true })
  if (found.docs[0]) return found.docs[0].id
  return (await payload.create({ collection: 'elibrary-types', locale: 'id', data: { id: 2, kind: 'toolkit', title: 'Perangkat Kerja' }, overrideAccess: true })).id
}

async function elibraryItem(type: number, year: number, highlight: boolean) {
  const payload = await getTestPayload()
  const data = { _status: 'published' as const, title: unique('Sorotan'), type, highlight, publishedDate: new Date(Date.UTC(year, 0, 1)).toISOString() }
  return (await payload.create({ collection: 'elibrary-items', locale: 'id', data, overrideAccess: true })).id
}

async function course(order: number, status: 'published' | 'draft') {
  const payload = await getTestPayload()
  const slug = unique('highlight-course')
  return (await payload.create({ collection: 'courses', data: { _status: status, slug, name: `Kursus ${slug}`, order }, draft: status === 'draft', overrideAccess: true })).id
}

async function programme(dueInDays: number, capacity: number, registeredCount = 0) {
  const payload = await getTestPayload()
  const slug = unique('cp3p-highlight')
  const data = { title: `Programme ${slug}`, slug, price: 1_000_000, currency: 'IDR' as const, capacity, registeredCount, dueDateRegistration: new Date(Date.now() + dueInDays * 86_400_000).toISOString() }
  return (await payload.create({ collection: 'cp3p-programmes', data, overrideAccess: true })).id
}

// One after another: concurrent writes fail with SQLITE_BUSY on the SQLite adapter.
beforeAll(async () => {
  const type = await toolkitType()
  ids.flaggedOld = await elibraryItem(type, 2001, true)
  for (const year of [2031, 2032, 2033]) ids.newest = await elibraryItem(type, year, false)
  ids.draftCourse = await course(-3000, 'draft')
  ids.firstCourse = await course(-2000, 'published')
  ids.secondCourse = await course(-1999, 'published')
  ids.late = await programme(-1, 10)
  ids.full = await programme(1, 1, 1)
  ids.later = await programme(9, 10)
  ids.soonest = await programme(2, 10)
})

describe('GET /api/static/e-library/highlight-tmp', () => {
  it('puts flagged items first and fills the strip with the latest ones, each once', async () => {
    const { status, body } = await getJson<TEnvelope<TELibraryListingItem[]>>('static/e-library/highlight-tmp?take=24')
    expect(status).toBe(200)
    const order = body.data!.map((item) => item.id)
    expect(order).toContain(ids.flaggedOld)
    expect(order).toContain(ids.newest)
    expect(order.indexOf(ids.flaggedOld)).toBeLessThan(order.indexOf(ids.newest))
    expect(new Set(order).size).toBe(order.length)
  })

  it('answers 3 items by default and refuses a take over 24', async () => {
    expect((await getJson<TEnvelope<TELibraryListingItem[]>>('static/e-library/highlight-tmp')).body.data).toHaveLength(3)
    expect((await getJson('static/e-library/highlight-tmp?take=100')).status).toBe(400)
  })
})

describe('GET /api/static/course/highlight', () => {
  it('answers the published courses editors put first, as catalogue cards', async () => {
    const { status, body } = await getJson<TEnvelope<TCourseCard[]>>('static/course/highlight?take=2', 'en')
    expect(status).toBe(200)
    expect(body.data!.map((card) => card.courseId)).toEqual([ids.firstCourse, ids.secondCourse])
    expect(body.data![0]).toMatchObject({ totalLectures: 0, slug: expect.stringMatching(/^highlight-course-/) })
  })

  it('refuses a take that is not a number', async () => {
    expect((await getJson('static/course/highlight?take=abc')).status).toBe(400)
  })
})

describe('GET /api/static/cp3p/highlight', () => {
  it('answers only programmes still open for registration, the soonest deadline first', async () => {
    const { status, body } = await getJson<TEnvelope<TCp3pCourseCard[]>>('static/cp3p/highlight?take=24')
    expect(status).toBe(200)
    const order = body.data!.map((card) => card.id)
    expect(order).not.toContain(ids.late)
    expect(order).not.toContain(ids.full)
    expect(order.indexOf(ids.soonest)).toBeGreaterThanOrEqual(0)
    expect(order.indexOf(ids.soonest)).toBeLessThan(order.indexOf(ids.later))
    expect(body.data!.every((card) => card.availableRegister)).toBe(true)
  })
})
