import type { CollectionSlug } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { accountMessage } from '../../backend/services/account/messages'
import { sessionCookies } from '../../backend/lib/session-cookies'
import { call, cookieValue } from './account/http'
import { createUser, getTestPayload, unique } from './setup/payload'
import { docxFile, MIME, pdf } from './content-fixtures'
import { expectRefusal, expectNoStack, rawCall, roleToken } from './security/calls'
import { COLLECTION_POLICY } from './security/rest-policy'
import { createTestCourse } from './courses-helpers'

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>')
const HTML = Buffer.from('<!doctype html><html><body><script>fetch("/api/user/profile")</script></body></html>')
const png = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#0b3c5d' } }).png().toBuffer()

/** Files that are not what their name and declared type say: the content must decide. */
async function disguised(): Promise<[label: string, data: Buffer, name: string, type: string][]> {
  return [
    ['SVG named .png', SVG, 'photo.png', 'image/png'],
    ['SVG as itself', SVG, 'photo.svg', 'image/svg+xml'],
    ['HTML named .jpg', HTML, 'photo.jpg', 'image/jpeg'],
    ['HTML named .pdf', HTML, 'paper.pdf', 'application/pdf'],
    ['PNG header then HTML', Buffer.concat([(await png()).subarray(0, 16), HTML]), 'photo.png', 'image/png'],
  ]
}

async function genuineFile(allowed: string[]) {
  const [data, mimetype, name] = allowed.some((type) => type.startsWith('image/png'))
    ? [await png(), MIME.png, 'ok.png']
    : allowed.includes(MIME.pdf)
      ? [pdf('Genuine'), MIME.pdf, 'ok.pdf']
      : [docxFile(), MIME.docx, 'ok.docx']
  return { data, mimetype, name: `${unique('g')}-${name}`, size: data.length }
}

function form(data: Buffer, name: string, type: string): FormData {
  const body = new FormData()
  body.set('file', new Blob([new Uint8Array(data)], { type }), name)
  return body
}

describe('profile photo upload', () => {
  let token: string
  beforeAll(async () => {
    token = (await roleToken('learner')).token
  })

  it('refuses SVG, HTML and disguised files whatever their name and declared type', async () => {
    for (const [label, data, name, type] of await disguised()) {
      const result = await rawCall('PUT', 'user/profile/picture', { token, body: form(data, name, type) })
      expectRefusal(result, 400, label)
      expect(result.message).toBe(accountMessage('photoInvalid', 'id'))
    }
  })

  it('accepts a real PNG even when named and typed as text (the content decides)', async () => {
    const result = await rawCall('PUT', 'user/profile/picture', { token, body: form(await png(), 'notes.txt', 'text/plain') })
    expect(result.status, result.text).toBe(200)
  })

  it('refuses a body that is not multipart with a message', async () => {
    expectRefusal(await rawCall('PUT', 'user/profile/picture', { token, json: { file: 'x' } }), 400, 'json body')
  })
})

describe('CMS upload collections', () => {
  it('refuse SVG and HTML from staff in every upload collection, whatever the name and declared type', async () => {
    const payload = await getTestPayload()
    const admin = await createUser('admin')
    // Collections nobody uploads to (the server writes their files itself: data-exports) are not staff's to test.
    const uploads = payload.config.collections.filter((collection) => collection.upload && COLLECTION_POLICY[collection.slug]?.create !== 'nobody')
    expect(uploads.length).toBeGreaterThan(3)
    // Fields some upload collections require besides the file (course files belong to a course).
    const { courseId } = await createTestCourse(payload)
    const extra: Record<string, object> = { 'course-files': { course: courseId }, 'cp3p-payment-proofs': { user: admin.id }, 'forum-images': { course: courseId } }
    for (const collection of uploads) {
      const fields = { alt: 'x', owner: admin.id, ...extra[collection.slug] } as never
      // A genuine file of an allowed type is stored, so the refusals below are about content.
      const allowed = typeof collection.upload === 'object' ? (collection.upload.mimeTypes ?? []) : []
      const genuine = await genuineFile(allowed)
      const stored = await payload
        .create({ collection: collection.slug as CollectionSlug, data: fields, file: genuine, user: admin, overrideAccess: false })
        .then(() => 'stored', (error: Error) => error.message)
      expect(stored, `${collection.slug}: a genuine ${genuine.mimetype}`).toBe('stored')
      for (const [label, data, name, type] of await disguised()) {
        const file = { data, mimetype: type, name: `${unique('f')}-${name}`, size: data.length }
        const created = await payload
          .create({ collection: collection.slug as CollectionSlug, data: fields, file, user: admin, overrideAccess: false })
          .then(() => 'stored', () => 'refused')
        expect(created, `${collection.slug}: ${label}`).toBe('refused')
      }
    }
  })
})

describe('session cookies', () => {
  it('login sets auth-token HttpOnly, SameSite=Lax, Path=/ with an expiry; the others readable', async () => {
    const user = await createUser('learner')
    const login = await call('POST', 'user/account/login', { body: { email: user.email, password: 'Secret-123!' } })
    expect(login.status, login.body.message).toBe(200)
    const auth = login.setCookies.find((line) => line.startsWith('auth-token='))!
    expect(auth).toMatch(/; HttpOnly/)
    expect(auth).toMatch(/; SameSite=Lax/)
    expect(auth).toMatch(/; Path=\//)
    expect(auth).toMatch(/; Expires=\w{3}, \d{2} \w{3} \d{4}/)
    expect(auth).not.toMatch(/; Domain=/)
    for (const name of ['type-token', 'user-type']) {
      const line = login.setCookies.find((value) => value.startsWith(`${name}=`))!
      expect(line).toMatch(/; SameSite=Lax/)
      expect(line).not.toMatch(/HttpOnly/)
      // Readable by scripts, so it must never carry the secret.
      expect(line).not.toContain(cookieValue(login.setCookies, 'auth-token')!)
    }
  })

  it('adds Secure when the public origin is https (production)', () => {
    const previous = process.env.SERVER_URL
    process.env.SERVER_URL = 'https://learning.example.id'
    try {
      const lines = sessionCookies({ token: 't', tokenType: 'Bearer', userType: 'learner', expiresAt: new Date(Date.now() + 60_000) }, { headers: new Headers() })
      for (const line of lines) expect(line).toMatch(/; Secure$/)
    } finally {
      // Assigning undefined to process.env stores the string "undefined", which later calls would read as a URL.
      if (previous === undefined) delete process.env.SERVER_URL
      else process.env.SERVER_URL = previous
    }
  })
})

describe('error answers carry no stack trace', () => {
  // [label, call, highest status allowed]
  it.each([
    ['invalid JSON to a guest call', () => rawCall('POST', 'user/account/login', { body: '{"email":', headers: { 'content-type': 'application/json' } }), 499],
    ['unknown API path', () => rawCall('GET', 'no/such/call'), 499],
    ['Payload REST with a bad where', () => rawCall('GET', 'users?where[password][like]=a'), 499],
    ['Payload REST create without access', () => rawCall('POST', 'users', { json: { email: 'x@example.test', password: 'x', role: 'admin' } }), 499],
    ['GraphQL-style garbage', () => rawCall('POST', 'graphql', { body: '{', headers: { 'content-type': 'application/json' } }), 499],
    ['bad query on a listing', () => rawCall('GET', 'static/event?page=-1&size=99999&sort=;drop'), 499],
    // Payload's own REST answers 500 "Something went wrong." to a non-numeric id: generic, but no trace.
    ['Payload REST non-numeric id', () => rawCall('GET', 'events/not-a-number'), 500],
  ] as const)('%s', async (label, run, highest) => {
    const result = await run()
    expect(result.status, `${label}: ${result.text.slice(0, 300)}`).toBeLessThanOrEqual(highest)
    expectNoStack(result, label)
  })
})
