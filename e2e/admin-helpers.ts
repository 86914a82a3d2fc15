import { expect, type Page } from '@playwright/test'

/** The admin answers in Indonesian unless English was chosen (decision 026): its words, matched in either language. */
export const ADMIN_WORDS = {
  password: /password|kata sandi/i,
  login: /^(login|masuk)$/i,
  publishChanges: /publish changes|publikasikan perubahan/i,
  saved: /updated successfully|published successfully|berhasil diperbarui/i,
}

/**
 * Signs in through the admin's own login form and waits for the dashboard. Waits for React to take over the form
 * first: on a cold server the first admin page hydrates late, and a click before that submits the bare HTML form,
 * which reloads the login page empty (a CI flake).
 */
export async function signInToAdmin(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin/login')
  await page.waitForFunction(() => {
    const form = document.querySelector('form')
    return !!form && Object.keys(form).some((key) => key.startsWith('__reactFiber'))
  })
  await page.getByLabel(/email/i).fill(account.email)
  await page.getByLabel(ADMIN_WORDS.password).fill(account.password)
  await page.getByRole('button', { name: ADMIN_WORDS.login }).click()
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
}
