import { expect, test } from '@playwright/test'
import { PROJECT_DOCUMENT_SEEDS } from '../backend/seed/project-documents'
import enDocs from '../messages/en/projectDocuments.json' with { type: 'json' }
import idDocs from '../messages/id/projectDocuments.json' with { type: 'json' }
import { buildPath, messages } from './helpers'

const docs = { id: idDocs, en: enDocs }

for (const locale of ['id', 'en'] as const) {
  for (const kind of ['template', 'example'] as const) {
    test(`/${kind} lists its documents by stage with downloads [${locale}]`, async ({ page, request }) => {
      const seeds = PROJECT_DOCUMENT_SEEDS.filter((doc) => doc.kind === kind)
      await page.goto(buildPath(`/${kind}`, locale))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].routes[`/${kind}`])
      const cards = page.getByTestId('document-card')
      await expect(cards).toHaveCount(seeds.length)
      await expect(page.getByRole('heading', { level: 2, name: docs[locale].stages[seeds[0].stage].title })).toBeVisible()
      const first = cards.first()
      await expect(first.getByRole('heading', { level: 3 })).toHaveText(seeds[0].title[locale])
      await first.getByText(docs[locale][kind === 'template' ? 'howToUse' : 'whatItShows']).click()
      await expect(first.locator('details p').first()).toBeVisible()
      const href = await first.getByRole('link', { name: new RegExp(`^${docs[locale].download} `) }).getAttribute('href')
      const file = await request.get(href!)
      expect(file.status()).toBe(200)
      expect((await file.body()).length).toBeGreaterThan(500)
    })
  }
}

test('an example links to the template it fills in', async ({ page }) => {
  await page.goto('/en/example')
  const example = PROJECT_DOCUMENT_SEEDS.find((doc) => doc.kind === 'example')!
  const template = PROJECT_DOCUMENT_SEEDS.find((doc) => doc.key === example.template)!
  await page.getByRole('link', { name: template.title.en }).click()
  await expect(page).toHaveURL(/\/en\/template#doc-\d+$/)
  const target = page.locator(`${new URL(page.url()).hash}`)
  await expect(target.getByRole('heading', { level: 3 })).toHaveText(template.title.en)
  await expect(target).toBeInViewport()
})
