import { expect, test } from '@playwright/test'
import { createLearner, loginThroughPage } from './account-helpers'

/** Spec section 3 form field labels: province, city, zip code (an Indonesian postal code, five digits). */
test('a member enters the zip code with the province and city; a wrong one gets the spec messages in both languages', async ({ page, baseURL }) => {
  const learner = await createLearner(baseURL!, 'Zip Learner')
  await loginThroughPage(page, learner.email, learner.password)
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/)

  await page.goto('/en/user/account-settings/edit-profile')
  const main = page.locator('main')
  const zip = main.getByLabel('Zip code')
  await main.getByLabel('Province').selectOption({ label: 'Jawa Barat' })
  await main.getByLabel('City / regency').selectOption({ label: 'Kota Bandung' })
  await zip.fill('40l15')
  await main.getByRole('button', { name: 'Save' }).click()
  await expect(main.getByText('Zip code must be number')).toBeVisible()
  await expect(zip).toHaveAttribute('aria-invalid', 'true')
  await zip.fill('4011')
  await main.getByRole('button', { name: 'Save' }).click()
  await expect(main.getByText('Zip code must have at least 5 letters')).toBeVisible()
  await zip.fill('40115')
  await main.getByRole('button', { name: 'Save' }).click()
  await expect(main.getByRole('status')).toContainText('Your profile has been saved')

  await page.goto('/en/user/dashboard')
  await expect(page.locator('#profile')).toContainText('40115')

  await page.goto('/user/pengaturan-akun/edit-profil')
  await expect(main.getByLabel('Kode pos')).toHaveValue('40115')
  await main.getByLabel('Kode pos').fill('123')
  await main.getByRole('button', { name: 'Simpan' }).click()
  await expect(main.getByText('Kode pos minimal 5 huruf')).toBeVisible()
})
