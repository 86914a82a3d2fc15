import { expect, test, type Page } from '@playwright/test'
import enEvents from '../messages/en/events.json' with { type: 'json' }
import idEvents from '../messages/id/events.json' with { type: 'json' }
import { messages } from './helpers'

const section = (page: Page, when: 'upcoming' | 'past') => page.getByTestId(`events-${when}`)
const cards = (page: Page, when: 'upcoming' | 'past') => section(page, when).getByTestId('listing-card')

/** Hovers a main-menu entry (by its listing link) at desktop width and returns its dropdown item. */
async function hoverMenu(page: Page, locale: 'id' | 'en', listingHref: string) {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(locale === 'id' ? '/' : '/en')
  const nav = page.getByRole('navigation', { name: messages[locale].nav.mainLabel })
  const item = nav.locator('.main-nav__item', { has: page.locator(`a.main-nav__link[href="${listingHref}"]`) })
  await item.hover()
  return item
}

test.describe('events menu', () => {
  for (const locale of ['id', 'en'] as const) {
    test(`the Events dropdown lists 3 upcoming and 3 past events [${locale}]`, async ({ page }) => {
      const item = await hoverMenu(page, locale, locale === 'id' ? '/event' : '/en/event')
      const group = (kind: 'upcomingEvents' | 'pastEvents') =>
        item.locator('.main-nav__group', { has: page.getByText(messages[locale].nav.feeds[kind], { exact: true }) })
      await expect(group('upcomingEvents').getByRole('link')).toHaveCount(3)
      await expect(group('pastEvents').getByRole('link')).toHaveCount(3)
      const first = group('upcomingEvents').getByRole('link').first()
      const title = await first.innerText()
      await first.click()
      await expect(page).toHaveURL(new RegExp(`${locale === 'en' ? '/en' : ''}/event/\\d+/[a-z0-9-]+$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByTestId('registration')).toBeVisible()
    })
  }

  test('Outreach and Education link to the events of their topic', async ({ page }) => {
    const outreach = await hoverMenu(page, 'id', '/kemitraan')
    await outreach.getByRole('link', { name: 'Acara Kemitraan' }).click()
    await expect(page).toHaveURL(/\/event\?topic=\d+#past-event$/)
    const topic = page.getByLabel(idEvents.filters.topic).locator('option:checked')
    await expect(topic).toHaveText('Kemitraan')
    await expect(cards(page, 'past')).toHaveCount(6)
    for (const card of await cards(page, 'past').all()) await expect(card.getByText('Kemitraan', { exact: true })).toBeVisible()

    const education = await hoverMenu(page, 'en', '/en/education')
    await education.getByRole('link', { name: 'Educational Events' }).click()
    await expect(page).toHaveURL(/\/en\/event\?topic=\d+$/)
    await expect(page.getByLabel(enEvents.filters.topic).locator('option:checked')).toHaveText('Education')
    await expect(cards(page, 'upcoming')).toHaveCount(4)
  })
})

test.describe('events listing', () => {
  test('pages past events by 6 to the end in Indonesian, and upcoming ones in English', async ({ page }) => {
    await page.goto('/event')
    await expect(section(page, 'upcoming').getByRole('heading', { name: idEvents.sections.upcoming })).toBeVisible()
    await expect(cards(page, 'past')).toHaveCount(6)
    const more = section(page, 'past').getByRole('button', { name: idEvents.results.loadMore })
    await more.click()
    await expect(cards(page, 'past')).toHaveCount(12)
    await more.click()
    await expect(cards(page, 'past')).toHaveCount(13)
    await expect(section(page, 'past').getByText(idEvents.results.end)).toBeVisible()
    await expect(more).toHaveCount(0)

    await page.goto('/en/event')
    await expect(cards(page, 'upcoming')).toHaveCount(6)
    await section(page, 'upcoming').getByRole('button', { name: enEvents.results.loadMore }).click()
    // Seven seeded upcoming events and the online clinic under way (backend/seed/event-registration.ts).
    await expect(cards(page, 'upcoming')).toHaveCount(8)
    await expect(section(page, 'upcoming').getByText(enEvents.results.end)).toBeVisible()
  })

  test('keeps filters in the URL across a reload, and shows an empty state', async ({ page }) => {
    await page.goto('/en/event')
    const year = page.getByLabel(enEvents.filters.year)
    const value = await year.locator('option').nth(2).getAttribute('value')
    await year.selectOption(value!)
    await expect(page).toHaveURL(new RegExp(`/en/event\\?year=${value}$`))
    await page.reload()
    await expect(year).toHaveValue(value!)
    for (const time of await page.locator('[data-testid="listing-card"] time').all()) await expect(time).toContainText(value!)

    await page.getByLabel(enEvents.filters.sort).selectOption('az')
    await expect(page).toHaveURL(/year=\d+&sort=az$/)
    await page.getByRole('main').getByLabel(enEvents.filters.search, { exact: true }).fill('zzz no such event')
    await page.getByRole('button', { name: enEvents.filters.apply }).click()
    await expect(page).toHaveURL(/search=zzz/)
    await expect(section(page, 'upcoming').getByText(enEvents.results.emptyUpcoming)).toBeVisible()
    await expect(section(page, 'past').getByText(enEvents.results.emptyPast)).toBeVisible()
    await page.getByRole('link', { name: enEvents.filters.reset }).click()
    await expect(page).toHaveURL(/\/en\/event$/)
    await expect(cards(page, 'upcoming')).toHaveCount(6)
  })

  test('searches titles and summaries in Indonesian', async ({ page }) => {
    await page.goto('/event?search=obligasi')
    // "Obligasi" is in one past title and in one upcoming summary.
    await expect(cards(page, 'past')).toHaveCount(1)
    await expect(cards(page, 'past').getByRole('heading')).toHaveText('Webinar: Obligasi Hijau untuk Proyek Daerah')
    await expect(cards(page, 'upcoming')).toHaveCount(1)
    await expect(cards(page, 'upcoming').getByRole('heading')).toHaveText('Forum Tahunan Pembiayaan Infrastruktur')
  })
})

type TLd = Record<string, unknown> & { '@type': string }

async function eventLd(page: Page): Promise<TLd> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  const found = scripts.flatMap((text) => JSON.parse(text) as TLd | TLd[]).find((ld) => ld['@type'] === 'Event')
  expect(found).toBeTruthy()
  return found!
}

test.describe('event details', () => {
  test('an upcoming hybrid event in Indonesian: WIB schedule, venue and stream, open registration, JSON-LD', async ({ page }) => {
    await page.goto('/event?search=air%20minum')
    await cards(page, 'upcoming').first().getByRole('link').click()
    await expect(page).toHaveURL(/\/event\/\d+\/forum-daerah-menyiapkan-proyek-kpbu-air-minum$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forum Daerah: Menyiapkan Proyek KPBU Air Minum')
    await expect(page.getByText('13.00–16.00 WIB')).toBeVisible()
    await expect(page.getByRole('link', { name: idEvents.detail.joinOnline })).toHaveAttribute('href', /youtube\.com/)
    await expect(page.getByTestId('registration')).toContainText('Pendaftaran dibuka hingga')
    // A visitor is offered sign-in (and back here), not a form.
    await expect(page.getByTestId('registration').getByRole('button')).toHaveCount(0)
    await expect(page.getByTestId('registration').getByRole('link', { name: 'Masuk untuk mendaftar' })).toHaveAttribute('href', /^\/masuk\?redirect=%2Fevent%2F\d+%2F/)
    await expect(page.getByRole('heading', { name: idEvents.detail.speakers })).toBeVisible()

    const ld = await eventLd(page)
    expect(ld).toMatchObject({
      name: 'Forum Daerah: Menyiapkan Proyek KPBU Air Minum',
      url: page.url(),
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
      organizer: { '@type': 'Organization', name: 'LPI Learning' },
      inLanguage: 'id',
    })
    expect(ld.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T13:00:00\+07:00$/)
    expect(ld.endDate).toMatch(/T16:00:00\+07:00$/)
    expect(ld.location).toEqual(
      expect.arrayContaining([expect.objectContaining({ '@type': 'VirtualLocation' }), expect.objectContaining({ '@type': 'Place', name: 'Ruang Rapat Bappeda Provinsi Jawa Timur' })]),
    )
    expect((ld.performer as TLd[]).map((p) => p.name)).toContain('Ir. Sri Handayani, M.T.')
  })

  test('a past online event in English: ended, with its materials and an online JSON-LD location', async ({ page, request }) => {
    await page.goto('/en/event?search=availability')
    await cards(page, 'past').first().getByRole('link').click()
    await expect(page).toHaveURL(/\/en\/event\/\d+\/webinar-availability-payment-schemes-in-ppps$/)
    await expect(page.getByTestId('registration')).toContainText(enEvents.registration.ended)
    await expect(page.getByText('09:00–11:30 WIB (UTC+7)')).toBeVisible()
    const download = page.getByRole('link', { name: new RegExp(enEvents.detail.download) })
    const pdf = await request.get((await download.getAttribute('href'))!)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toContain('application/pdf')

    const ld = await eventLd(page)
    expect(ld).toMatchObject({ eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode', location: { '@type': 'VirtualLocation' }, inLanguage: 'en' })
    expect(ld.startDate).toMatch(/T09:00:00\+07:00$/)

    const canonical = new URL(page.url()).pathname
    await page.goto(canonical.replace(/[^/]+$/, 'old-title'))
    await expect(page).toHaveURL(new RegExp(`${canonical}$`))
    await page.getByRole('link', { name: enEvents.detail.back }).click()
    await expect(page).toHaveURL(/\/en\/event#past-event$/)
  })

  test('answers 404 for an unknown event', async ({ request }) => {
    expect((await request.get('/event/987654/tidak-ada')).status()).toBe(404)
    expect((await request.get('/en/event/not-a-number/x')).status()).toBe(404)
  })
})

test('the events listing and a detail fit 360 px and work with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto('/event')
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(await overflow()).toBeLessThanOrEqual(0)
  await section(page, 'past').getByRole('button', { name: idEvents.results.loadMore }).focus()
  await page.keyboard.press('Enter')
  await expect(cards(page, 'past')).toHaveCount(12)
  await cards(page, 'upcoming').first().getByRole('link').focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/event\/\d+\//)
  expect(await overflow()).toBeLessThanOrEqual(0)
})
