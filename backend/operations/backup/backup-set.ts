import fs from 'node:fs'
import path from 'node:path'
import { databaseUrl, usesPostgres } from '../../../lib/runtime/database-url'
import { uploadRoot } from '../../uploads/folders'
import { downloadBucket, uploadBucket } from './bucket-objects'
import { databaseHasTables, dumpDatabase, restoreDatabase } from './database-dump'
import { copyUploads } from './upload-files'

export const MANIFEST = 'manifest.json'
type TManifest = { createdAt: string; database: 'postgres' | 'sqlite'; storage: 's3' | 'disk'; files: number }

/** One folder per backup: the database dump, the uploads (files/) and a manifest saying what they came from. */
export async function createBackup(target: string): Promise<TManifest> {
  fs.mkdirSync(target, { recursive: true })
  if (fs.readdirSync(target).length) throw new Error(`${target} is not empty; give a new folder.`)
  const url = databaseUrl()
  await dumpDatabase(url, target)
  const bucket = process.env.S3_BUCKET
  const files = bucket ? await downloadBucket(bucket, path.join(target, 'files')) : copyUploads(uploadRoot(), path.join(target, 'files'))
  const manifest: TManifest = { createdAt: new Date().toISOString(), database: usesPostgres(url) ? 'postgres' : 'sqlite', storage: bucket ? 's3' : 'disk', files }
  fs.writeFileSync(path.join(target, MANIFEST), JSON.stringify(manifest, null, 2))
  return manifest
}

/**
 * Puts a backup back into the configured database and storage. Refuses a database that already has tables
 * unless `replace` (--force): a restore over live data is a decision, not a default. The app should be
 * stopped meanwhile (instances would serve a half-restored database and keep stale caches).
 */
export async function restoreBackup(source: string, replace: boolean): Promise<TManifest> {
  const manifest = JSON.parse(fs.readFileSync(path.join(source, MANIFEST), 'utf8')) as TManifest
  const url = databaseUrl()
  const engine = usesPostgres(url) ? 'postgres' : 'sqlite'
  if (manifest.database !== engine) throw new Error(`this backup is of a ${manifest.database} database; DATABASE_URL names ${engine}.`)
  const bucket = process.env.S3_BUCKET
  if (manifest.storage !== (bucket ? 's3' : 'disk')) throw new Error(`this backup's files come from ${manifest.storage} storage; set S3_BUCKET accordingly.`)
  if (!replace && (await databaseHasTables(url))) throw new Error('the database is not empty; restore into an empty one, or pass --force to replace its content.')
  await restoreDatabase(url, source, replace)
  if (bucket) await uploadBucket(bucket, path.join(source, 'files'))
  else copyUploads(path.join(source, 'files'), uploadRoot())
  return manifest
}
