import { expect, test } from '@playwright/test'
import { BANNERS } from '../backend/seed/banner-copy'
import type { TBanner } from '../lib/contracts/banners/endpoints'

type TAnswer = { success: boolean; data: TBanner[] }

const slides = BANNERS.filter((b) => b.placement === 'home-slider')

test.describe('banner calls', () => {
  for (const locale of ['id', 'en'] as const) {
    test(`/api/static/banner/slider answers the home slides in order, with pictures, in ${locale}`, async ({ request }) => {
      const response = await request.get('/api/static/banner/slider', { headers: { 'accept-language': locale } })
      expect(response.status()).toBe(200)
      const { success, data } = (await response.json()) as TAnswer
      expect(success).toBe(true)
      expect(data.map((slide) => slide.title)).toEqual(slides.map((slide) => slide.title[locale]))
      for (const [i, slide] of data.entries()) {
        expect(slide).toMatchObject({ placement: 'home-slider', subtitle: slides[i].subtitle[locale], link: slides[i].link, linkLabel: slides[i].linkLabel[locale] })
        expect(slide.image?.alt).toBe(slides[i].alt[locale])
        const picture = await request.get(slide.image!.url)
        expect(picture.status()).toBe(200)
        expect(picture.headers()['content-type']).toBe('image/png')
      }
    })
  }

  test('/api/static/banner answers one placement and refuses an unknown one', async ({ request }) => {
    const about = (await (await request.get('/api/static/banner?placement=about-us', { headers: { 'accept-language': 'en' } })).json()) as TAnswer
    expect(about.data.map((b) => b.title)).toEqual(BANNERS.filter((b) => b.placement === 'about-us').map((b) => b.title.en))
    const unknown = await request.get('/api/static/banner?placement=sidebar')
    expect(unknown.status()).toBe(400)
  })
})
