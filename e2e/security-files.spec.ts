import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { expect, request, test, type APIRequestContext } from '@playwright/test'
import { onePagePdf } from '../backend/seed/seed-files'
import { asAdmin, createLearner } from './account-helpers'

const PORT = Number(process.env.E2E_PORT || 3100)
// scripts/e2e-server.sh keeps this server's uploads here. Reading a name off the disk plays the attacker who
// somehow learnt it: the routes must hold even then.
const UPLOADS = path.resolve(`data/e2e-media-${PORT}`)
const RANDOM_NAME = /^[0-9a-f]{32}\.[a-z0-9]+$/
const OPEN_PROGRAMME = 'cp3p-batch-12-jakarta'

/** Every collection's upload folder is named after its slug, so the folders are the file routes to try. */
const fileRoutes = () =>
  fs
    .readdirSync(UPLOADS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

/** Sent byte for byte (a URL object would turn a backslash into '/' and resolve dot segments before sending). */
function rawGet(rawPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get({ host: 'localhost', port: PORT, path: rawPath }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    }).on('error', reject)
  })
}

/** The shapes, from every other collection's file route: encoded, double-encoded and literal separators, traversals. */
function attackPaths(folder: string, file: string): string[] {
  const joins = ['%2F', '%2f', '%252F', '%5C', '%5c', '\\']
  return fileRoutes()
    .filter((route) => route !== folder)
    .flatMap((route) => [
      ...joins.map((join) => `/api/${route}/file/${folder}${join}${file}`),
      ...joins.map((join) => `/api/${route}/file/..${join}${folder}${join}${file}`),
      `/api/${route}/file/%2E%2E%2F${folder}%2F${file}`,
      `/api/${route}/file/%2e%2e/${folder}/${file}`,
      `/api/${route}/file/../${folder}/${file}`,
      `/api/${route}/file/${file}%00.png`,
    ])
}

async function expectNeverServed(folder: string, file: string) {
  const served: string[] = []
  for (const attempt of attackPaths(folder, file)) {
    const status = await rawGet(attempt)
    if (status === 200 || status === 206) served.push(`${attempt} → ${status}`)
  }
  expect(served).toEqual([])
}

async function signedInLearner(baseURL: string): Promise<APIRequestContext> {
  const learner = await createLearner(baseURL, 'Proof Sender')
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { origin: new URL(baseURL).origin } })
  const login = await context.post('/api/user/account/login', { data: { email: learner.email, password: learner.password } })
  expect(login.status(), await login.text()).toBe(200)
  return context
}

test('a seeded course file is never served to a visitor, under its own route or through another', async ({ request: visitor }) => {
  const [file] = fs.readdirSync(path.join(UPLOADS, 'course-files')).filter((name) => name.endsWith('.pdf'))
  // The exact URL of the report.
  expect((await visitor.get(`/api/media/file/course-files%2F${file}`)).status()).not.toBe(200)
  expect((await visitor.get(`/api/course-files/file/${file}`)).status()).toBe(403)
  await expectNeverServed('course-files', file)
  expect(file, 'the seed stores course files under random names').toMatch(RANDOM_NAME)
})

test('a payment proof sent through the payment confirmation is stored under a random name and never served to a visitor', async ({ baseURL }) => {
  test.setTimeout(120_000)
  const folder = path.join(UPLOADS, 'cp3p-payment-proofs')
  const before = new Set(fs.existsSync(folder) ? fs.readdirSync(folder) : [])
  const learner = await signedInLearner(baseURL!)
  let registrationId = 0
  try {
    const registered = await learner.post('/api/cp3p/public-course/registration', { data: { courseId: OPEN_PROGRAMME } })
    expect(registered.status(), await registered.text()).toBe(200)
    registrationId = ((await registered.json()) as { data: { registrationId: number } }).data.registrationId
    const proof = onePagePdf('Transfer IDR 12.500.000')
    const sent = await learner.post(`/api/cp3p/public-course/payment-confirmation-submit?courseId=${OPEN_PROGRAMME}`, {
      multipart: { file: { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: proof } },
    })
    expect(sent.status(), await sent.text()).toBe(200)
    // The owner still gets it through the call made for that.
    expect((await learner.get(`/api/cp3p/public-course/payment-proof?courseId=${OPEN_PROGRAMME}`)).status()).toBe(200)
  } finally {
    await learner.dispose()
    // e2e/cp3p.spec.ts verifies the one registration awaiting verification in /admin; this one must not linger there.
    if (registrationId) await asAdmin(baseURL!, async (admin, headers) => void (await admin.delete(`/api/cp3p-registrations/${registrationId}`, { headers })))
  }

  const [stored] = fs.readdirSync(folder).filter((name) => !before.has(name))
  expect(await rawGet(`/api/media/file/cp3p-payment-proofs%2F${stored}`)).not.toBe(200)
  expect(await rawGet(`/api/cp3p-payment-proofs/file/${stored}`)).toBe(403)
  // The old naming, proof-<registration id>, guessed from the report's shape.
  for (const guess of [`proof-${registrationId}.pdf`, `proof-${registrationId}.png`]) {
    expect(await rawGet(`/api/media/file/cp3p-payment-proofs%2F${guess}`)).not.toBe(200)
    expect(await rawGet(`/api/cp3p-payment-proofs/file/${guess}`)).not.toBe(200)
  }
  await expectNeverServed('cp3p-payment-proofs', stored)
  expect(stored).toMatch(RANDOM_NAME)
  expect(stored).not.toMatch(/proof/)
})

test('profile photos are not listed to visitors', async ({ request: visitor }) => {
  const list = await visitor.get('/api/profile-photos')
  expect(list.status()).not.toBe(200)
  expect((await visitor.get('/api/profile-photos/1')).status()).not.toBe(200)
})
