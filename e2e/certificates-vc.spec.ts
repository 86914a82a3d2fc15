import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import { verifyCredential } from 'did-jwt-vc'
import type { DIDDocument } from 'did-resolver'
import { SEEDED_CERTIFICATE_CODES } from '../backend/seed/certificates'
import { webResolver } from '../tests/vc-verifier'
import { loginThroughPage } from './account-helpers'
import { DEMO_ACCOUNTS } from './demo-accounts'
import { buildPath } from './helpers'

const LEARNER = DEMO_ACCOUNTS.learner
const GUARANTEES = { slug: 'penjaminan-pemerintah', id: 'penjaminan-pemerintah-untuk-infrastruktur', en: 'government-guarantees-for-infrastructure' }

test('the holder downloads a verifiable credential and adds the certificate to LinkedIn; a visitor checks the file', async ({ page, browser }) => {
  test.setTimeout(90_000)
  await loginThroughPage(page, LEARNER.email, LEARNER.password)
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/)

  await page.goto(buildPath('/online-course/e-certificate/[slug]/[title]', 'id', { slug: GUARANTEES.slug, title: GUARANTEES.id }))
  await expect(page.getByTestId('certificate-credential')).toHaveText('Unduh kredensial terverifikasi')

  await page.goto(buildPath('/online-course/e-certificate/[slug]/[title]', 'en', { slug: GUARANTEES.slug, title: GUARANTEES.en }))
  const credentialButton = page.getByTestId('certificate-credential')
  await expect(credentialButton).toHaveText('Download verifiable credential')
  const courseName = (await page.locator('#certificate-heading').textContent())!.trim()
  const code = (await page.getByTestId('certificate-code').textContent())!.trim()
  expect(code).toBe(SEEDED_CERTIFICATE_CODES.valid)

  // LinkedIn's documented add-to-profile parameters.
  const linkedIn = new URL((await page.getByTestId('certificate-linkedin').getAttribute('href'))!)
  expect(`${linkedIn.origin}${linkedIn.pathname}`).toBe('https://www.linkedin.com/profile/add')
  const verified = await page.request.get(`/api/online-course/certificate-verification?certificateCode=${code}`)
  const issued = new Date((await verified.json()).data.certificate.issuedAt)
  expect(Object.fromEntries(linkedIn.searchParams)).toMatchObject({
    startTask: 'CERTIFICATION_NAME',
    name: courseName,
    organizationName: 'LPI Learning',
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certId: code,
  })
  expect(linkedIn.searchParams.get('certUrl')).toMatch(new RegExp(`/en/snapshot-certificate/${GUARANTEES.slug}/.+/${code}$`))

  const [download] = await Promise.all([page.waitForEvent('download'), credentialButton.click()])
  expect(download.suggestedFilename()).toBe(`e-certificate-${code}.jwt`)
  const file = (await download.path())!
  const jwt = fs.readFileSync(file, 'utf8')
  // An outside verifier: the issuer's did:web document from /.well-known/did.json of this server.
  const resolver = webResolver(async (url) => {
    const answer = await page.request.get(url.pathname)
    expect(answer.status()).toBe(200)
    return (await answer.json()) as DIDDocument
  })
  const { verifiableCredential } = await verifyCredential(jwt, resolver)
  expect(verifiableCredential.credentialSubject.achievement).toMatchObject({ name: courseName, inLanguage: 'en' })

  const visitor = await browser.newContext()
  const visitorPage = await visitor.newPage()
  await visitorPage.goto(buildPath('/education/online-course/certificate/[slug]', 'en', { slug: code }))
  await visitorPage.getByLabel('Credential file (.jwt)').setInputFiles(file)
  await visitorPage.getByRole('button', { name: 'Verify credential' }).click()
  await expect(visitorPage.getByTestId('credential-result')).toHaveAttribute('data-status', 'valid')
  await expect(visitorPage.getByTestId('credential-result')).toContainText(LEARNER.fullName)
  await visitor.close()
})
