import fs from 'node:fs'
import { Readable } from 'node:stream'
import path from 'node:path'
import { createLocalReq, type CollectionSlug, type Payload, type SanitizedCollectionConfig } from 'payload'
import sharp from 'sharp'
import { S3 } from '@aws-sdk/client-s3'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { NO_PORTAL_PASSWORD } from '../../backend/collections/Users/hooks/portal-password'
import { uploadFolder } from '../../backend/uploads/folders'
import { docxFile, MIME, pdf } from './content-fixtures'
import { createTestCourse } from './courses-helpers'
import { ORIGIN } from './account/http'
import { rawCall, roleToken } from './security/calls'
import { COLLECTION_POLICY } from './security/rest-policy'
import { createUser, getTestPayload, unique } from './setup/payload'
import { objectBytes, onS3, testBucket } from './setup/storage'

// Runs when the run's uploads go to S3: TEST_STORAGE=s3 (npm run test:int:s3).
type TStored = { slug: string; id: number; filename: string; sizes: string[]; bytes: Buffer; everyone: boolean }

// Profile photos are served to anyone holding their random name: forum posts show them (docs/decisions/011).
const SERVED_BY_NAME = new Set(['profile-photos'])

const ADMIN_PASSWORD = 'Storage-Secret-123!'

const uploadCollections = (payload: Payload) => payload.config.collections.filter((collection) => collection.upload)

/** A genuine file of a type the collection takes; images large enough for every image size. */
async function fileFor(collection: SanitizedCollectionConfig) {
  const types = collection.upload.mimeTypes ?? []
  const image = types.some((type) => type === MIME.png || type === 'image/*')
  const data = image
    ? await sharp({ create: { width: 1300, height: 700, channels: 3, background: '#0b3c5d' } }).png().toBuffer()
    : types.includes(MIME.pdf)
      ? pdf(unique('stored'))
      : docxFile()
  const [mimetype, name] = image ? [MIME.png, 'photo.png'] : types.includes(MIME.pdf) ? [MIME.pdf, 'notes.pdf'] : [MIME.docx, 'notes.docx']
  return { data, mimetype, name, size: data.length }
}

async function storeOneFileEach(payload: Payload): Promise<TStored[]> {
  const admin = await createUser('admin')
  const { courseId } = await createTestCourse(payload)
  const fields: Record<string, object> = { 'course-files': { course: courseId }, 'forum-images': { course: courseId } }
  const visitor = await createLocalReq({}, payload)
  const stored: TStored[] = []
  for (const collection of uploadCollections(payload)) {
    const file = await fileFor(collection)
    const data = { alt: 'x', owner: admin.id, user: admin.id, ...fields[collection.slug] } as never
    const doc = (await payload.create({ collection: collection.slug as CollectionSlug, data, file, overrideAccess: true })) as {
      id: number
      filename: string
      sizes?: Record<string, { filename?: string | null }>
    }
    const sizes = Object.values(doc.sizes ?? {}).flatMap((size) => (size.filename ? [size.filename] : []))
    const everyone = (await collection.access.read({ req: visitor })) === true
    stored.push({ slug: collection.slug, id: doc.id, filename: doc.filename, sizes, bytes: file.data, everyone })
  }
  return stored
}

describe.skipIf(!onS3())('uploads on S3', () => {
  let stored: TStored[]
  let adminJwt: string
  beforeAll(async () => {
    const payload = await getTestPayload()
    stored = await storeOneFileEach(payload)
    // Staff read files on /admin with Payload's JWT (payment proofs are read by Payload users who are admins).
    const admin = await createUser('admin')
    await payload.update({ collection: 'users', id: admin.id, data: { password: ADMIN_PASSWORD }, context: { [NO_PORTAL_PASSWORD]: true } })
    adminJwt = (await payload.login({ collection: 'users', data: { email: admin.email, password: ADMIN_PASSWORD } })).token!
  })

  it('every upload collection is kept by the S3 adapter, under its own key prefix', async () => {
    const payload = await getTestPayload()
    const collections = uploadCollections(payload)
    expect(collections.length).toBeGreaterThan(5)
    for (const collection of collections) expect(collection.upload.adapter, collection.slug).toBe('s3')
    for (const file of stored) {
      expect(await objectBytes(`${file.slug}/${file.filename}`), `${file.slug}/${file.filename}`).toEqual(file.bytes)
      for (const size of file.sizes) expect(await objectBytes(`${file.slug}/${size}`), `${file.slug}/${size}`).not.toBeNull()
      // Nothing of it on the local disk.
      expect(fs.existsSync(path.join(uploadFolder(file.slug), file.filename)), file.slug).toBe(false)
    }
    // card, og and the WebP copy question images are offered as (decision 031).
    expect(stored.find((file) => file.slug === 'media')!.sizes).toHaveLength(3)
  })

  it('public files download from our file route, byte for byte, at the URL the document names', async () => {
    const payload = await getTestPayload()
    for (const file of stored.filter((entry) => entry.everyone)) {
      const doc = (await payload.findByID({ collection: file.slug as CollectionSlug, id: file.id, overrideAccess: true })) as { url?: string }
      expect(doc.url, file.slug).toMatch(new RegExp(`/api/${file.slug}/file/${file.filename.replace(/\./g, '\\.')}$`))
      const response = await rawCall('GET', `${file.slug}/file/${file.filename}`)
      expect(response.status, file.slug).toBe(200)
    }
    const media = stored.find((file) => file.slug === 'media')!
    const url = `http://localhost:3000/api/media/file/${media.filename}`
    const { REST_GET } = await import('@payloadcms/next/routes')
    const { loadTestConfig } = await import('./setup/config')
    const request = new Request(url, { headers: { host: 'localhost:3000' } })
    const response = await REST_GET(loadTestConfig())(request, { params: Promise.resolve({ slug: ['media', 'file', media.filename] }) })
    expect(response.status).toBe(200)
    expect(Buffer.from(await response.arrayBuffer())).toEqual(media.bytes)
    expect(response.headers.get('content-type')).toBe(MIME.png)
    expect(response.headers.get('etag')).toBeTruthy()
  })

  it('private files are refused to visitors and other learners, and served to who may read them', async () => {
    const { token: learner } = await roleToken('learner')
    const privateFiles = stored.filter((file) => !file.everyone && !SERVED_BY_NAME.has(file.slug))
    expect(privateFiles.map((file) => file.slug)).toEqual(expect.arrayContaining(['course-files', 'cp3p-payment-proofs', 'cp3p-materials', 'forum-images']))
    for (const file of privateFiles) {
      const asVisitor = await rawCall('GET', `${file.slug}/file/${file.filename}`)
      expect([403, 404], `${file.slug} to a visitor`).toContain(asVisitor.status)
      const asLearner = await rawCall('GET', `${file.slug}/file/${file.filename}`, { token: learner })
      expect([403, 404], `${file.slug} to a learner outside the course`).toContain(asLearner.status)
      const asAdmin = await rawCall('GET', `${file.slug}/file/${file.filename}`, { jwt: adminJwt })
      // Nobody reads some folders through the file route, admins included: data exports go only to their member.
      if (COLLECTION_POLICY[file.slug]?.read === 'nobody') expect([403, 404], `${file.slug} to an admin`).toContain(asAdmin.status)
      else expect(asAdmin.status, `${file.slug} to an admin`).toBe(200)
    }
  })

  it('another collection’s object is never reached through a route, however the separator is encoded', async () => {
    const media = stored.find((file) => file.slug === 'media')!
    for (const target of stored.filter((file) => !file.everyone)) {
      for (const join of ['%2F', '%252F', '%5C', '/']) {
        for (const route of [`media/file/${target.slug}${join}${target.filename}`, `media/file/..${join}${target.slug}${join}${target.filename}`]) {
          const response = await rawCall('GET', route)
          expect(response.status, route).not.toBe(200)
          expect(response.status, route).toBeLessThan(500)
        }
      }
      const prefixed = await rawCall('GET', `media/file/${media.filename}?prefix=${target.slug}`)
      expect(prefixed.status).not.toBe(200)
    }
  })

  it('a document whose object is gone answers 404 in the API’s shape, not 500', async () => {
    const payload = await getTestPayload()
    const data = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#ffffff' } }).png().toBuffer()
    const media = await payload.create({ collection: 'media', data: { alt: 'gone' }, file: { data, mimetype: MIME.png, name: 'gone.png', size: data.length }, overrideAccess: true })
    const { client, bucket } = testBucket()
    await client.deleteObject({ Bucket: bucket, Key: `media/${media.filename}` })
    const response = await rawCall('GET', `media/file/${media.filename}`)
    expect(response.status).toBe(404)
    expect(response.message).toBe('Not Found')
  })

  it('a streamed body is stored as sent (the client sends no aws-chunked framing the server would keep)', async () => {
    // Payload streams an upload from its temp file when there is one; a buffered body never showed the fault.
    const { client, bucket } = testBucket()
    const bytes = Buffer.from(Array.from({ length: 100_000 }, (_, index) => index % 251))
    await client.putObject({ Bucket: bucket, Key: 'media/streamed.bin', Body: Readable.from([bytes]), ContentLength: bytes.length })
    expect(await objectBytes('media/streamed.bin')).toEqual(bytes)
  })

  it('an upload the bucket refuses answers 503 in the caller’s language and leaves no row behind', async () => {
    const payload = await getTestPayload()
    const before = (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs
    const data = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#ffffff' } }).png().toBuffer()
    const form = () => {
      const body = new FormData()
      body.append('file', new Blob([new Uint8Array(data)], { type: MIME.png }), 'refused.png')
      body.append('_payload', JSON.stringify({ alt: 'refused' }))
      return body
    }
    const refused = vi.spyOn(S3.prototype, 'putObject').mockRejectedValue(new Error('connect ECONNREFUSED 127.0.0.1'))
    try {
      const response = await rawCall('POST', 'media', { jwt: adminJwt, body: form(), headers: { origin: ORIGIN } })
      expect(response.status).toBe(503)
      expect(response.message).toMatch(/Penyimpanan berkas sedang tidak tersedia/)
      const english = await rawCall('POST', 'media?locale=en', { jwt: adminJwt, body: form(), headers: { origin: ORIGIN, 'accept-language': 'en' } })
      expect(english.status).toBe(503)
      expect(english.message).toMatch(/File storage is unavailable/)
      expect((await payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(before)
    } finally {
      refused.mockRestore()
    }
    expect((await rawCall('POST', 'media', { jwt: adminJwt, body: form(), headers: { origin: ORIGIN } })).status).toBe(201)
  })

  it('deleting a document removes its object and its image sizes from the bucket', async () => {
    const payload = await getTestPayload()
    for (const file of stored) {
      expect(await objectBytes(`${file.slug}/${file.filename}`), file.slug).not.toBeNull()
      await payload.delete({ collection: file.slug as CollectionSlug, id: file.id, overrideAccess: true })
      expect(await objectBytes(`${file.slug}/${file.filename}`), file.slug).toBeNull()
      for (const size of file.sizes) expect(await objectBytes(`${file.slug}/${size}`), `${file.slug}/${size}`).toBeNull()
    }
  })
})
