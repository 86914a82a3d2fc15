import { renderToStaticMarkup } from 'react-dom/server'
import type { BeforeListServerProps } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { PageViewsReport } from '../../backend/admin/PageViewsReport'
import { drizzleTable } from '../../backend/lib/flat-rows'
import { pageViewStats } from '../../backend/services/analytics/page-view-stats'
import { purgeOldPageViews } from '../../backend/services/analytics/purge-page-views'
import { createUser, getTestPayload, unique } from './setup/payload'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
// A moment no other test writes near, so the 30 days before it hold only this file's views.
const NOW = new Date('2031-03-15T10:00:00.000Z')
let learnerId: number
const page = unique('/stats')

async function insertView(path: string, createdAt: Date, user: number | null = null) {
  const { db, table } = await drizzleTable(await getTestPayload(), 'page_views')
  await db.insert(table).values({ path, user, locale: 'id', createdAt: createdAt.toISOString(), updatedAt: createdAt.toISOString() })
}

beforeAll(async () => {
  learnerId = (await createUser('learner')).id
  await insertView(`${page}/a`, new Date(NOW.getTime() - HOUR), learnerId)
  await insertView(`${page}/a`, new Date(NOW.getTime() - 2 * HOUR))
  await insertView(`${page}/b`, new Date(NOW.getTime() - 3 * HOUR))
  // 17:30 UTC is already the next day in WIB (UTC+7): counted on 2031-03-14, not on the 13th.
  await insertView(`${page}/a`, new Date('2031-03-13T17:30:00.000Z'), learnerId)
  // The first instant of the 30 days (2031-02-14 00:00 WIB) is in, the one before it is out.
  await insertView(`${page}/b`, new Date('2031-02-13T17:00:00.000Z'))
  await insertView(`${page}/old`, new Date('2031-02-13T16:59:59.000Z'))
  await insertView(`${page}/future`, new Date(NOW.getTime() + 40 * DAY))
})

describe('page view statistics', () => {
  it('counts views per page over the last 30 local days, members apart, most viewed first', async () => {
    const stats = await pageViewStats(await getTestPayload(), { now: NOW })
    expect(stats.pages).toEqual([
      { path: `${page}/a`, views: 3, members: 2 },
      { path: `${page}/b`, views: 2, members: 0 },
    ])
    expect(stats.total).toBe(5)
  })

  it('counts views per WIB calendar day, every day of the 30 listed, oldest first', async () => {
    const { days } = await pageViewStats(await getTestPayload(), { now: NOW })
    expect(days).toHaveLength(30)
    expect(days[0]).toEqual({ day: '2031-02-14', views: 1, members: 0 })
    expect(days.at(-1)).toEqual({ day: '2031-03-15', views: 3, members: 1 })
    expect(days.find((day) => day.day === '2031-03-14')).toEqual({ day: '2031-03-14', views: 1, members: 1 })
    expect(days.find((day) => day.day === '2031-03-13')).toEqual({ day: '2031-03-13', views: 0, members: 0 })
  })

  it('keeps only the most viewed pages when asked', async () => {
    const stats = await pageViewStats(await getTestPayload(), { now: NOW, topPages: 1 })
    expect(stats.pages.map((row) => row.path)).toEqual([`${page}/a`])
    expect(stats.total).toBe(5)
  })
})

describe('the /admin report above the page-views list', () => {
  const props = async (user: { role: string } | null, language: string) =>
    ({ payload: await getTestPayload(), i18n: { language }, user }) as unknown as BeforeListServerProps

  it('shows staff the tables in their language', async () => {
    await insertView(`${page}/today`, new Date())
    const english = renderToStaticMarkup(await PageViewsReport(await props({ role: 'lecturer' }, 'en')))
    expect(english).toContain('Page views, last 30 days')
    expect(english).toContain('Views per page')
    expect(english).toContain(`>${page}/today</td>`)
    const indonesian = renderToStaticMarkup(await PageViewsReport(await props({ role: 'admin' }, 'id')))
    expect(indonesian).toContain('Kunjungan per halaman')
    expect(indonesian).toContain('Kunjungan per hari')
  })

  it('shows nothing to anyone else', async () => {
    expect(await PageViewsReport(await props({ role: 'learner' }, 'en'))).toBeNull()
    expect(await PageViewsReport(await props(null, 'en'))).toBeNull()
  })
})

describe('page view retention', () => {
  it('deletes views older than the retention period and keeps the others', async () => {
    const payload = await getTestPayload()
    const path = unique('/retention')
    await insertView(`${path}/expired`, new Date(Date.now() - 401 * DAY))
    await insertView(`${path}/kept`, new Date(Date.now() - 399 * DAY))
    await purgeOldPageViews(payload, { days: 400 })
    const left = await payload.find({ collection: 'page-views', where: { path: { contains: path } }, depth: 0, overrideAccess: true })
    expect(left.docs.map((doc) => doc.path)).toEqual([`${path}/kept`])
  })
})
