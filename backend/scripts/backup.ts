/**
 * `npm run backup [-- <folder>]`: the database (pg_dump -Fc, or SQLite's VACUUM INTO) and every uploaded file
 * (the upload folder, or every object of S3_BUCKET) into a new folder, by default data/backups/<time>.
 * Loads no Payload, so it runs beside a serving app (docs/decisions/023).
 */
import path from 'node:path'
import { createBackup } from '../operations/backup/backup-set'

const target = path.resolve(process.argv[2] ?? path.join('data/backups', new Date().toISOString().replace(/[:.]/g, '-')))
try {
  const { database, storage, files } = await createBackup(target)
  console.log(`Backup written to ${target}: ${database} database, ${files} files from ${storage}.`)
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
