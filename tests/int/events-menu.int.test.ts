import { beforeAll, describe, expect, it } from 'vitest'
import { getMenu } from '../../backend/services/menu/get-menu'
import { createEvent, minutesFromNow } from './events-helpers'
import { saveNavigation, type TMenuFixture } from './setup/fixtures'
import { getTestPayload } from './setup/payload'

const NAV: TMenuFixture[] = [
  {
    type: 'event',
    permalink: '/event',
    link: '/event#upcoming',
    id: { title: 'Acara', intro: 'Webinar dan forum', permalinkLabel: 'Lihat semua', linkLabel: 'Mendatang' },
    en: { title: 'Events', intro: 'Webinars and forums', permalinkLabel: 'See all', linkLabel: 'Upcoming' },
  },
]

const upcoming: number[] = []
const past: number[] = []
let draftId: number

// Whatever other files create, these come first: upcoming ones started in 2000 and run until 2100
// ("nearest" sorts upcoming by start), past ones ended minutes ago (past sorts by latest start).
beforeAll(async () => {
  await saveNavigation(await getTestPayload(), NAV)
  for (let i = 1; i <= 4; i++) {
    upcoming.push(await createEvent({ title: `Menu mendatang ${i}`, titleEn: `Menu upcoming ${i}`, startDate: `2000-01-0${i}T02:00:00.000Z`, endDate: '2100-01-01T00:00:00.000Z' }))
    past.push(await createEvent({ title: `Menu lampau ${i}`, titleEn: `Menu past ${i}`, startDate: minutesFromNow(-10 + i), endDate: minutesFromNow(-5 + i) }))
  }
  draftId = await createEvent({ _status: 'draft', title: 'Menu draf', startDate: '1999-01-01T00:00:00.000Z', endDate: '2100-01-01T00:00:00.000Z' })
})

describe('events menu feeds (spec: the 3 latest upcoming and the 3 latest past events)', () => {
  it('lists the 3 nearest upcoming and 3 most recent past published events, in each language', async () => {
    for (const locale of ['id', 'en'] as const) {
      const menu = await getMenu(await getTestPayload(), locale)
      const feeds = menu.find((item) => item.type === 'event')?.feeds ?? []
      const feed = (kind: string) => feeds.find((f) => f.kind === kind)?.items ?? []
      expect(feed('upcomingEvents').map((item) => item.id)).toEqual(upcoming.slice(0, 3))
      expect(feed('pastEvents').map((item) => item.id)).toEqual([past[3], past[2], past[1]])
      expect(feed('upcomingEvents').map((item) => item.id)).not.toContain(draftId)
      expect(feed('upcomingEvents')[0].title).toBe(locale === 'en' ? 'Menu upcoming 1' : 'Menu mendatang 1')
      for (const item of [...feed('upcomingEvents'), ...feed('pastEvents')]) expect(item.permalink).toMatch(/^\/event\/\d+\/menu-[a-z0-9-]+$/)
    }
  })

  it('keeps the authored links next to the feeds', async () => {
    const menu = await getMenu(await getTestPayload(), 'en')
    expect(menu[0].links).toEqual([{ label: 'Upcoming', permalink: '/event#upcoming' }])
  })
})
