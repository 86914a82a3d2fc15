import { expect, test, type Page } from '@playwright/test'

type TLd = Record<string, unknown> & { '@type': string }

async function structuredData(page: Page): Promise<TLd[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.flatMap((text) => JSON.parse(text) as TLd | TLd[])
}

/** Opens the first link matching `selector` with a full page load, so head and body are the new page's. */
async function openFirst(page: Page, selector: string) {
  const href = await page.locator(selector).first().getAttribute('href')
  expect(href).toBeTruthy()
  await page.goto(href!)
}

async function shareImage(page: Page): Promise<string> {
  return (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? ''
}

test('e-library and research details carry schema.org data and a share image', async ({ page, request }) => {
  await page.goto('/en/e-library')
  await openFirst(page, '[data-testid="listing-card"] a[href^="/en/e-library/"]')
  const elibrary = await structuredData(page)
  expect(elibrary.map((ld) => ld['@type'])).toContain('BreadcrumbList')
  const work = elibrary.find((ld) => ld['@type'] !== 'BreadcrumbList')
  expect(work?.url).toBe(page.url())
  expect(work?.inLanguage).toBe('en')
  const image = await request.get(await shareImage(page))
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toMatch(/^image\//)

  await page.goto('/riset')
  await openFirst(page, 'a[href^="/riset/lengkap/"]')
  const research = await structuredData(page)
  expect(research.find((ld) => ld['@type'] === 'ScholarlyArticle')?.inLanguage).toBe('id')
})

test('a page without its own picture gets a generated card with its title; tampered cards are refused', async ({ page, request }) => {
  await page.goto('/en/research')
  await openFirst(page, 'a[href^="/en/research/completed/"]')
  await openFirst(page, 'a[href^="/en/research/chapter/"]')
  const card = await shareImage(page)
  expect(card).toMatch(/\/og\/[a-f0-9]{24}\.png\?/)
  const title = new URL(card).searchParams.get('t') ?? ''
  expect(await page.title()).toContain(title.split(' · ')[0])
  const drawn = await request.get(card)
  expect(drawn.status()).toBe(200)
  expect(drawn.headers()['content-type']).toBe('image/png')
  expect(drawn.headers()['cache-control']).toContain('immutable')

  const tampered = new URL(card)
  tampered.searchParams.set('t', 'Anything I like')
  expect((await request.get(tampered.toString())).status()).toBe(404)
})
