import fs from 'node:fs/promises'
import path from 'node:path'
import type { CollectionSlug, Payload } from 'payload'
import { defaultLocale } from '../../lib/i18n/config'
import { uploadFolder, uploadRoot } from './folders'
import { hasPrivateFiles, RANDOM_FILE_NAME, randomFileName } from './private-names'
import { storedByAdapter } from './s3-storage'

// Forum posts embed their images' URLs in stored HTML, so those keep their names (docs/decisions/011).
const KEEP_OLDER_NAMES = new Set<string>(['forum-images'])

type TStoredFile = { id: number; filename?: string | null; title?: string | null; sizes?: Record<string, { filename?: string | null } | null> | null }

const exists = (file: string) => fs.stat(file).then(() => true, () => false)

/** Media's files once sat in the root of UPLOAD_DIR, above every other collection's folder; they move into media/. */
export async function moveMediaIntoItsFolder(): Promise<number> {
  const root = uploadRoot()
  const entries = await fs.readdir(root, { withFileTypes: true }).catch(() => [])
  const files = entries.filter((entry) => entry.isFile())
  if (!files.length) return 0
  const mediaFolder = uploadFolder('media')
  await fs.mkdir(mediaFolder, { recursive: true })
  let moved = 0
  for (const file of files) {
    const target = path.join(mediaFolder, file.name)
    if (await exists(target)) continue
    await fs.rename(path.join(root, file.name), target)
    moved++
  }
  return moved
}

function renamedSizes(doc: TStoredFile, newBase: string) {
  const oldBase = path.parse(doc.filename ?? '').name
  const sizes: Record<string, { filename: string; url: null }> = {}
  const pairs: [string, string][] = []
  for (const [name, size] of Object.entries(doc.sizes ?? {})) {
    if (!size?.filename) continue
    const renamed = size.filename.startsWith(oldBase) ? `${newBase}${size.filename.slice(oldBase.length)}` : randomFileName(size.filename)
    sizes[name] = { filename: renamed, url: null }
    pairs.push([size.filename, renamed])
  }
  return { sizes, pairs }
}

/**
 * Gives one older private file (and its image sizes) a random name: the new names are linked first, the row is
 * changed, then the old names are removed, so a crash midway leaves the file reachable under its row's name.
 */
async function renameOne(payload: Payload, slug: CollectionSlug, folder: string, doc: TStoredFile, titled: boolean) {
  const oldName = doc.filename as string
  const filename = randomFileName(oldName)
  const { sizes, pairs } = renamedSizes(doc, path.parse(filename).name)
  const files: [string, string][] = [[oldName, filename], ...pairs]
  for (const [from, to] of files) {
    const source = path.join(folder, from)
    if (await exists(source)) await fs.link(source, path.join(folder, to)).catch(() => fs.copyFile(source, path.join(folder, to)))
  }
  const data = Object.keys(sizes).length ? { filename, url: null, sizes } : { filename, url: null }
  await payload.db.updateOne({ collection: slug, id: doc.id, data })
  // The pages show a file's title; an untitled file keeps showing the name it was uploaded under.
  if (titled && !doc.title) await payload.update({ collection: slug, id: doc.id, data: { title: oldName }, locale: defaultLocale, overrideAccess: true, depth: 0 })
  for (const [from] of files) await fs.rm(path.join(folder, from), { force: true })
}

/** Private files stored before they got random names (proof-<registration id>.png, avatar-<user id>.jpg) are renamed. */
export async function renameOlderPrivateFiles(payload: Payload): Promise<number> {
  let renamed = 0
  for (const { config } of Object.values(payload.collections)) {
    if (!config.upload || !hasPrivateFiles(config) || KEEP_OLDER_NAMES.has(config.slug)) continue
    // Disk only: files stored on S3 were all given random names when uploaded (docs/decisions/021).
    if (storedByAdapter(config.upload)) continue
    const slug = config.slug as CollectionSlug
    const titled = config.fields.some((field) => 'name' in field && field.name === 'title')
    const { docs } = await payload.find({ collection: slug, pagination: false, depth: 0, overrideAccess: true, locale: defaultLocale, fallbackLocale: false })
    for (const doc of docs as unknown as TStoredFile[]) {
      if (!doc.filename || RANDOM_FILE_NAME.test(doc.filename)) continue
      await renameOne(payload, slug, config.upload.staticDir ?? uploadFolder(slug), doc, titled)
      renamed++
    }
  }
  return renamed
}

/** The upload layout of an older install brought to today's; run by `npm run migrate` (and so by `npm start`). Idempotent. */
export async function relocateUploads(payload: Payload): Promise<{ moved: number; renamed: number }> {
  const moved = await moveMediaIntoItsFolder()
  const renamed = await renameOlderPrivateFiles(payload)
  return { moved, renamed }
}
