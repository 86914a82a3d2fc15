import { beforeAll, describe, expect, it } from 'vitest'
import type { TEventListingItem } from '../../backend/services/events/shapes'
import { getJson } from './elibrary-helpers'
import { createEvent, createEventTopic, daysFromNow, minutesFromNow } from './events-helpers'
import { unique } from './setup/payload'

type TListing = { success: boolean; message: string; listing: TEventListingItem[]; totalData: number }

let topic: number
let otherTopic: number
let draftId: number
let underWayId: number
let justEndedId: number
const upcomingIds: number[] = []
const pastIds: number[] = []

// One after another: concurrent writes fail with SQLITE_BUSY on the SQLite adapter.
beforeAll(async () => {
  topic = await createEventTopic(unique('Acara uji'))
  otherTopic = await createEventTopic(unique('Acara lain'))
  // 7 upcoming (pages of 6: 6, 1): one under way (started an hour ago), six in the coming days.
  underWayId = await createEvent({ title: 'Acara berlangsung', titleEn: 'Event under way', topics: [topic], startDate: minutesFromNow(-60), endDate: minutesFromNow(120) })
  upcomingIds.push(underWayId)
  for (let i = 1; i <= 6; i++) {
    const title = i === 3 ? 'Webinar jembatan hijau' : `Acara mendatang ${i}`
    upcomingIds.push(
      await createEvent({
        title,
        titleEn: i === 3 ? 'Green bridge webinar' : `Upcoming event ${i}`,
        topics: i <= 2 ? [topic, otherTopic] : [topic],
        startDate: daysFromNow(i),
        endDate: daysFromNow(i + 0.1),
      }),
    )
  }
  // 8 past (pages of 6: 6, 2): one ended a minute ago, seven in 2021 and 2022.
  justEndedId = await createEvent({ title: 'Acara baru selesai', titleEn: 'Just ended', topics: [topic], startDate: minutesFromNow(-90), endDate: minutesFromNow(-1) })
  pastIds.push(justEndedId)
  for (let i = 0; i < 7; i++) {
    const start = new Date(Date.UTC(i < 4 ? 2021 : 2022, i, 10, 2))
    pastIds.push(
      await createEvent({
        title: `Acara lampau ${i}`,
        titleEn: `Past event ${i}`,
        topics: [topic],
        startDate: start.toISOString(),
        endDate: new Date(start.getTime() + 3 * 3600_000).toISOString(),
      }),
    )
  }
  draftId = await createEvent({ _status: 'draft', title: 'Draf acara', topics: [topic], startDate: daysFromNow(2), endDate: daysFromNow(2.1) })
})

const upcoming = (query: string, locale?: 'id' | 'en') => getJson<TListing>(`static/event?filterType=${topic}&${query}`, locale)
const past = (query: string, locale?: 'id' | 'en') => getJson<TListing>(`static/event/past?filterType=${topic}&${query}`, locale)
const idsOf = (listing: TListing) => listing.listing.map((item) => item.id)

describe('GET /api/static/event and /api/static/event/past (listings)', () => {
  it('splits events by their end time against now: an event under way is upcoming, one just ended is past', async () => {
    const up = await upcoming('take=24')
    expect(up.status).toBe(200)
    expect(up.body).toMatchObject({ success: true, message: expect.any(String), totalData: 7 })
    expect(idsOf(up.body).sort()).toEqual([...upcomingIds].sort())
    expect(up.body.listing.every((item) => item.module === 'event' && !item.past)).toBe(true)
    const down = await past('take=24')
    expect(down.body.totalData).toBe(8)
    expect(idsOf(down.body).sort()).toEqual([...pastIds].sort())
    expect(down.body.listing.every((item) => item.past)).toBe(true)
  })

  it('never lists drafts', async () => {
    expect(idsOf((await upcoming('take=24')).body)).not.toContain(draftId)
    expect(idsOf((await past('take=24')).body)).not.toContain(draftId)
  })

  it('puts the nearest events first: soonest upcoming, most recent past', async () => {
    expect(idsOf((await upcoming('take=2')).body)).toEqual(upcomingIds.slice(0, 2))
    expect(idsOf((await past('take=1')).body)).toEqual([justEndedId])
    const oldest = (await past('take=24&sortBy=oldest')).body.listing.map((item) => item.startDate)
    expect(oldest).toEqual([...oldest].sort())
  })

  it('pages upcoming and past events by 6 to their end', async () => {
    const pages = await Promise.all([upcoming('skip=0&take=6'), upcoming('skip=6&take=6'), past('skip=0&take=6'), past('skip=6&take=6'), past('skip=12&take=6')])
    expect(pages.map((page) => page.body.listing.length)).toEqual([6, 1, 6, 2, 0])
    expect(new Set([...idsOf(pages[2].body), ...idsOf(pages[3].body)]).size).toBe(8)
  })

  it('filters by topic (filterType), year and search', async () => {
    const byTopic = await getJson<TListing>(`static/event?filterType=${otherTopic}`)
    expect(idsOf(byTopic.body).sort()).toEqual(upcomingIds.slice(1, 3).sort())
    const y2021 = await past('filterYear=2021')
    expect(y2021.body.totalData).toBe(4)
    expect(y2021.body.listing.every((item) => item.year === 2021)).toBe(true)
    expect(idsOf((await upcoming('search=hijau', 'id')).body)).toEqual([upcomingIds[3]])
    expect(idsOf((await upcoming('search=green%20bridge', 'en')).body)).toEqual([upcomingIds[3]])
    expect((await past('search=hijau')).body.totalData).toBe(0)
  })

  it('answers in the language of the call', async () => {
    expect((await upcoming('take=1', 'en')).body.listing[0].title).toBe('Event under way')
    expect((await upcoming('take=1', 'id')).body.listing[0].title).toBe('Acara berlangsung')
  })

  it.each(['filterType=outreach', 'take=30', 'skip=-1', 'sortBy=popular', 'filterYear=20x1'])('answers 400 for %s', async (query) => {
    const { status, body } = await upcoming(query)
    expect(status).toBe(400)
    expect(body).toMatchObject({ success: false, message: expect.any(String) })
  })
})
