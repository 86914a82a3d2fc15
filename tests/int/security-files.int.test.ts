import fs from 'node:fs'
import path from 'node:path'
import { REST_GET } from '@payloadcms/next/routes'
import { createLocalReq, type CollectionSlug, type Payload, type SanitizedCollectionConfig } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { uploadFolder, uploadRoot } from '../../backend/uploads/folders'
import { RANDOM_FILE_NAME } from '../../backend/uploads/private-names'
import { moveMediaIntoItsFolder, renameOlderPrivateFiles } from '../../backend/uploads/relocate-uploads'
import { docxFile, MIME, pdf, png } from './content-fixtures'
import { createTestCourse } from './courses-helpers'
import { ORIGIN } from './account/http'
import { rawCall, roleToken } from './security/calls'
import { loadTestConfig } from './setup/config'
import { createUser, getTestPayload, unique } from './setup/payload'
import { onS3, testBucket } from './setup/storage'

type TStored = { slug: string; id: number; filename: string; folder: string }

const uploadCollections = (payload: Payload) => payload.config.collections.filter((collection) => collection.upload)
const folderOf = (collection: SanitizedCollectionConfig) => path.resolve(collection.upload.staticDir ?? collection.slug)

/** A genuine file of a type the collection takes (an image where images are allowed, else a PDF, else a Word file). */
async function fileFor(collection: SanitizedCollectionConfig) {
  const types = collection.upload.mimeTypes ?? []
  const [data, mimetype, name] = types.some((type) => type.startsWith('image/png') || type === 'image/*')
    ? [await png(), MIME.png, 'photo.png']
    : types.includes(MIME.pdf)
      ? [pdf(unique('secret')), MIME.pdf, 'notes.pdf']
      : [docxFile(), MIME.docx, 'notes.docx']
  return { data, mimetype, name, size: data.length }
}

/** One document with a file in every upload collection of the config (so a new one is covered the day it lands). */
async function storeOneFileEach(payload: Payload): Promise<TStored[]> {
  const admin = await createUser('admin')
  const { courseId } = await createTestCourse(payload)
  const fields: Record<string, object> = { 'course-files': { course: courseId }, 'forum-images': { course: courseId } }
  const stored: TStored[] = []
  for (const collection of uploadCollections(payload)) {
    const data = { alt: 'x', owner: admin.id, user: admin.id, ...fields[collection.slug] } as never
    const doc = (await payload.create({ collection: collection.slug as CollectionSlug, data, file: await fileFor(collection), overrideAccess: true })) as {
      id: number
      filename: string
    }
    stored.push({ slug: collection.slug, id: doc.id, filename: doc.filename, folder: folderOf(collection) })
  }
  return stored
}

/**
 * A GET as Payload's handler receives it behind Next: the router decodes each path segment (`%2F` becomes '/')
 * before the [...slug] route runs. rawCall passes segments undecoded, which hid the hole in-process.
 */
async function routedStatus(path: string): Promise<number> {
  const url = new URL(path, `${ORIGIN}/api/`)
  const decode = (segment: string) => {
    try {
      return decodeURIComponent(segment)
    } catch {
      return segment
    }
  }
  const slug = url.pathname.replace(/^\/api\//, '').split('/').map(decode)
  const request = new Request(url, { headers: { host: 'localhost:3000' } })
  const response = await REST_GET(loadTestConfig())(request, { params: Promise.resolve({ slug }) })
  await response.arrayBuffer()
  return response.status
}

/** The ways one collection's file route was asked for another collection's file: plain, encoded, double-encoded, traversals. */
function attackPaths(route: TStored, target: TStored): string[] {
  const fromRoot = [path.basename(target.folder), target.filename]
  const relative = path.relative(route.folder, path.join(target.folder, target.filename)).split(path.sep)
  const joins = ['%2F', '%2f', '%252F', '%5C', '%5c', '\\']
  const shapes = [fromRoot, relative, ['..', ...fromRoot]]
  return [
    ...shapes.flatMap((parts) => joins.map((join) => parts.join(join))),
    ...['..%2F', '..%2f', '%2E%2E%2F', '..%5C'].map((up) => `${up}${fromRoot.join('%2F')}`),
    relative.join('/'),
  ].map((file) => `${route.slug}/file/${file}`)
}

describe('upload folders', () => {
  it('no collection keeps its files inside another collection’s folder', async () => {
    const payload = await getTestPayload()
    const folders = uploadCollections(payload).map((collection) => [collection.slug, folderOf(collection)] as const)
    expect(folders.length).toBeGreaterThan(5)
    for (const [slug, folder] of folders) {
      for (const [otherSlug, other] of folders) {
        if (slug === otherSlug) continue
        const inside = path.relative(folder, other)
        expect(inside === '' || (!inside.startsWith('..') && !path.isAbsolute(inside)), `${otherSlug} is inside ${slug}'s folder (${folder})`).toBe(false)
      }
    }
  })
})

describe('file routes', () => {
  let stored: TStored[]
  beforeAll(async () => {
    stored = await storeOneFileEach(await getTestPayload())
  })

  it('never answer another collection’s file, however the path is encoded', async () => {
    const served: string[] = []
    const attempts = stored.flatMap((target) => stored.filter((route) => route !== target).flatMap((route) => attackPaths(route, target)))
    // A few at a time: about two thousand calls, each a file lookup.
    for (let start = 0; start < attempts.length; start += 8) {
      await Promise.all(
        attempts.slice(start, start + 8).map(async (attempt) => {
          const raw = (await rawCall('GET', attempt)).status
          const routed = await routedStatus(attempt)
          if ([raw, routed].some((status) => status === 200 || status === 206)) served.push(`${attempt} → ${raw}, routed ${routed}`)
        }),
      )
    }
    expect(served).toEqual([])
  }, 180_000)

  it('serve a public collection’s file only when a document of that collection names it', async () => {
    const media = stored.find((file) => file.slug === 'media')!
    const stray = `${unique('stray')}.png`
    // Under the media folder or key prefix, as a file no document names (TEST_STORAGE=s3 runs this on S3).
    if (onS3()) {
      const { client, bucket } = testBucket()
      await client.copyObject({ Bucket: bucket, CopySource: `${bucket}/media/${media.filename}`, Key: `media/${stray}` })
    } else fs.copyFileSync(path.join(media.folder, media.filename), path.join(media.folder, stray))
    expect((await rawCall('GET', `media/file/${media.filename}`)).status).toBe(200)
    expect((await rawCall('GET', `media/file/${stray}`)).status).not.toBe(200)
  })

  it('store private files under random names derived from nothing (not ids, users or courses)', async () => {
    const payload = await getTestPayload()
    const visitor = await createLocalReq({}, payload)
    for (const collection of uploadCollections(payload)) {
      const read = collection.access.read
      const everyone = (await read({ req: visitor })) === true
      if (everyone) continue
      const file = stored.find((entry) => entry.slug === collection.slug)!
      expect(file.filename, `${collection.slug} is not public, so its names must be random`).toMatch(RANDOM_FILE_NAME)
    }
  })
})

describe('profile photos', () => {
  let ownerToken: string
  let photoId: number
  let photoFile: string
  beforeAll(async () => {
    const payload = await getTestPayload()
    const owner = await roleToken('learner')
    ownerToken = owner.token
    const data = await png()
    const photo = await payload.create({ collection: 'profile-photos', data: { owner: owner.userId }, file: { data, mimetype: MIME.png, name: 'me.png', size: data.length } })
    photoId = photo.id
    photoFile = photo.filename!
  })

  it('are not listed or read by id for visitors', async () => {
    const list = await rawCall('GET', 'profile-photos')
    expect(list.status === 200 ? list.text : '').not.toContain(photoFile)
    expect((await rawCall('GET', `profile-photos/${photoId}`)).status).not.toBe(200)
  })

  it('are not listed or read by id for other learners', async () => {
    const { token } = await roleToken('learner')
    const list = await rawCall('GET', 'profile-photos?limit=1000', { token })
    expect(list.text).not.toContain(photoFile)
    expect((await rawCall('GET', `profile-photos/${photoId}`, { token })).status).not.toBe(200)
  })

  it('stay readable by their owner, and their file is still served where forum posts show it', async () => {
    const own = await rawCall('GET', `profile-photos/${photoId}`, { token: ownerToken })
    expect(own.status, own.text).toBe(200)
    expect((await rawCall('GET', `profile-photos/file/${photoFile}`)).status).toBe(200)
  })
})

// Disk only: files stored on S3 were given random names when uploaded (docs/decisions/021).
describe.skipIf(onS3())('an older install’s uploads', () => {
  it('media files in the upload root move into the media folder, once', async () => {
    const name = `${unique('old-media')}.png`
    fs.mkdirSync(uploadRoot(), { recursive: true })
    fs.writeFileSync(path.join(uploadRoot(), name), await png())
    expect(await moveMediaIntoItsFolder()).toBeGreaterThanOrEqual(1)
    expect(fs.existsSync(path.join(uploadFolder('media'), name))).toBe(true)
    expect(fs.existsSync(path.join(uploadRoot(), name))).toBe(false)
    expect(await moveMediaIntoItsFolder()).toBe(0)
  })

  it('private files named after ids get random names, with their image sizes, once', async () => {
    const payload = await getTestPayload()
    // Larger than the 256-pixel avatar size, so Payload stores that size too.
    const data = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0b3c5d' } }).png().toBuffer()
    const photo = await payload.create({ collection: 'profile-photos', data: {}, file: { data, mimetype: MIME.png, name: 'x.png', size: data.length } })
    // As an older install stored it: avatar-<user id>.png and its 256×256 size beside it.
    const folder = uploadFolder('profile-photos')
    const old = { filename: `avatar-${photo.id}.png`, size: `avatar-${photo.id}-256x256.png` }
    fs.renameSync(path.join(folder, photo.filename!), path.join(folder, old.filename))
    fs.renameSync(path.join(folder, photo.sizes!.avatar!.filename!), path.join(folder, old.size))
    await payload.db.updateOne({ collection: 'profile-photos', id: photo.id, data: { filename: old.filename, sizes: { avatar: { ...photo.sizes!.avatar, filename: old.size } } } })

    expect(await renameOlderPrivateFiles(payload)).toBeGreaterThanOrEqual(1)
    const renamed = await payload.findByID({ collection: 'profile-photos', id: photo.id, overrideAccess: true })
    expect(renamed.filename).toMatch(RANDOM_FILE_NAME)
    expect(fs.existsSync(path.join(folder, renamed.filename!))).toBe(true)
    expect(fs.existsSync(path.join(folder, renamed.sizes!.avatar!.filename!))).toBe(true)
    expect(renamed.sizes!.avatar!.filename).toMatch(new RegExp(`^${path.parse(renamed.filename!).name}-256x256\.png$`))
    expect(fs.existsSync(path.join(folder, old.filename))).toBe(false)
    expect(fs.existsSync(path.join(folder, old.size))).toBe(false)
    expect((await rawCall('GET', `profile-photos/file/${renamed.filename}`)).status).toBe(200)
    expect(await renameOlderPrivateFiles(payload)).toBe(0)
  })
})
