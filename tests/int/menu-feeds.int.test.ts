import { beforeAll, describe, expect, it } from 'vitest'
import { getMenu } from '../../backend/services/menu/get-menu'
import { saveNavigation, type TMenuFixture } from './setup/fixtures'
import { getTestPayload, unique } from './setup/payload'

const NAV: TMenuFixture[] = [
  {
    type: 'elibrary',
    permalink: '/e-library',
    link: '/e-library#featured',
    id: { title: 'E-Library', intro: 'Pustaka', permalinkLabel: 'Selengkapnya', linkLabel: 'Pilihan' },
    en: { title: 'E-Library', intro: 'Library', permalinkLabel: 'Read more', linkLabel: 'Featured' },
  },
]

const TYPE_ID = 97
const titles = { id: [] as string[], en: [] as string[] }
let draftTitle = ''

// Dated in the future so they are the latest items whatever other test files created.
beforeAll(async () => {
  const payload = await getTestPayload()
  await saveNavigation(payload, NAV)
  await payload.create({ collection: 'elibrary-types', locale: 'id', data: { id: TYPE_ID, kind: 'reports', title: 'Laporan Menu' } })
  await payload.update({ collection: 'elibrary-types', id: TYPE_ID, locale: 'en', data: { title: 'Menu Reports' } })
  for (let i = 0; i < 4; i++) {
    const title = unique(`Laporan menu ${i}`)
    const doc = await payload.create({
      collection: 'elibrary-items',
      locale: 'id',
      data: { _status: 'published', title, excerpt: 'Ringkasan', type: TYPE_ID, publishedDate: `209${i}-01-01T00:00:00.000Z` },
    })
    await payload.update({ collection: 'elibrary-items', id: doc.id, locale: 'en', data: { title: `EN ${title}` } })
    titles.id.unshift(title)
    titles.en.unshift(`EN ${title}`)
  }
  draftTitle = unique('Draf menu')
  await payload.create({
    collection: 'elibrary-items',
    locale: 'id',
    draft: true,
    data: { _status: 'draft', title: draftTitle, excerpt: 'x', type: TYPE_ID, publishedDate: '2099-01-01T00:00:00.000Z' },
  })
})

describe('menu feeds (spec: dropdowns list the 3 latest items and the e-library types)', () => {
  it('lists the 3 latest published e-library items, newest first, in each language', async () => {
    for (const locale of ['id', 'en'] as const) {
      const menu = await getMenu(await getTestPayload(), locale)
      const latest = menu.find((item) => item.type === 'elibrary')?.feeds.find((feed) => feed.kind === 'latest')
      expect(latest?.items.map((item) => item.title)).toEqual(titles[locale].slice(0, 3))
      expect(latest?.items.map((item) => item.title)).not.toContain(draftTitle)
      for (const item of latest?.items ?? []) expect(item.permalink).toMatch(/^\/e-library\/others\/\d+\/[a-z0-9-]+$/)
    }
  })

  it('lists the e-library types with links that filter the listing', async () => {
    const menu = await getMenu(await getTestPayload(), 'en')
    const types = menu.find((item) => item.type === 'elibrary')?.feeds.find((feed) => feed.kind === 'types')
    expect(types?.items).toContainEqual({ id: TYPE_ID, title: 'Menu Reports', permalink: `/e-library?type=${TYPE_ID}` })
  })

  it('keeps the authored links next to the feeds', async () => {
    const menu = await getMenu(await getTestPayload(), 'id')
    expect(menu[0].links).toEqual([{ label: 'Pilihan', permalink: '/e-library#featured' }])
  })
})
