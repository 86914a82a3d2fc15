import { beforeAll, describe, expect, it } from 'vitest'
import { getMenu } from '../../backend/services/menu/get-menu'
import { getPageMeta } from '../../backend/services/get-page-meta'
import { SITE_DEFAULTS, saveNavigation, savePageMeta, saveSiteDefaults, type TMenuFixture } from './setup/fixtures'
import { getTestPayload, unique } from './setup/payload'

const MENU: TMenuFixture[] = [
  {
    type: 'aboutus',
    permalink: '/about-us',
    link: '/about-us#history',
    id: { title: 'Tentang Kami', intro: 'Kenali institut', permalinkLabel: 'Selengkapnya', linkLabel: 'Sejarah' },
    en: { title: 'About Us', intro: 'Meet the institute', permalinkLabel: 'Read more', linkLabel: 'History' },
  },
  {
    type: 'education',
    permalink: '/education',
    link: '/education?tab=programs',
    id: { title: 'Pendidikan', intro: 'Program belajar', permalinkLabel: 'Lihat program', linkLabel: 'Program' },
    en: { title: 'Education', intro: 'Learning programmes', permalinkLabel: 'See programmes', linkLabel: 'Programmes' },
  },
]

describe('getMenu', () => {
  beforeAll(async () => {
    await saveNavigation(await getTestPayload(), MENU)
  })

  it('returns the navigation in Indonesian for id', async () => {
    const menu = await getMenu(await getTestPayload(), 'id')
    expect(menu.map(({ feeds: _feeds, ...item }) => item)).toEqual(
      MENU.map((item) => ({
        type: item.type,
        title: item.id.title,
        intro: item.id.intro,
        permalink: item.permalink,
        permalinkLabel: item.id.permalinkLabel,
        links: [{ label: item.id.linkLabel, permalink: item.link }],
      })),
    )
  })

  it('returns the same entries in English for en, permalinks unchanged', async () => {
    const menu = await getMenu(await getTestPayload(), 'en')
    expect(menu.map((item) => [item.title, item.intro, item.permalinkLabel, item.links[0]?.label])).toEqual(
      MENU.map((item) => [item.en.title, item.en.intro, item.en.permalinkLabel, item.en.linkLabel]),
    )
    expect(menu.map((item) => item.permalink)).toEqual(MENU.map((item) => item.permalink))
  })
})

describe('getPageMeta', () => {
  const path = `/${unique('about-us')}`

  beforeAll(async () => {
    const payload = await getTestPayload()
    await saveSiteDefaults(payload)
    await savePageMeta(
      payload,
      path,
      { title: 'Tentang Kami', keyword: 'tentang', description: 'Profil institut' },
      { title: 'About Us', keyword: 'about', description: 'Institute profile' },
    )
  })

  it('returns the stored entry in the requested locale', async () => {
    const payload = await getTestPayload()
    expect(await getPageMeta(payload, path, 'id')).toEqual({
      title: 'Tentang Kami',
      keyword: 'tentang',
      description: 'Profil institut',
      type: 'website',
      image: null,
      path,
    })
    expect(await getPageMeta(payload, path, 'en')).toMatchObject({
      title: 'About Us',
      keyword: 'about',
      description: 'Institute profile',
    })
  })

  it('falls back to the site defaults of the locale when the path has no entry', async () => {
    const payload = await getTestPayload()
    const missing = `/${unique('missing')}`
    for (const locale of ['id', 'en'] as const) {
      expect(await getPageMeta(payload, missing, locale)).toEqual({
        title: '',
        keyword: SITE_DEFAULTS[locale].keyword,
        description: SITE_DEFAULTS[locale].description,
        type: 'website',
        image: null,
        path: missing,
      })
    }
  })

  it('fills empty keyword and description of an entry from the site defaults', async () => {
    const payload = await getTestPayload()
    const bare = `/${unique('bare')}`
    await savePageMeta(payload, bare, { title: 'Tanpa Kata Kunci' })
    expect(await getPageMeta(payload, bare, 'id')).toMatchObject({
      title: 'Tanpa Kata Kunci',
      keyword: SITE_DEFAULTS.id.keyword,
      description: SITE_DEFAULTS.id.description,
    })
  })
})
