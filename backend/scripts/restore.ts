/**
 * `npm run restore -- <folder> [--force]`: puts a backup made by `npm run backup` back into the configured
 * database and storage. Refuses a database that has tables unless --force. Stop the app first.
 */
import path from 'node:path'
import { restoreBackup } from '../operations/backup/backup-set'

const args = process.argv.slice(2)
const source = args.find((arg) => !arg.startsWith('--'))
if (!source) {
  console.error('Usage: npm run restore -- <backup folder> [--force]')
  process.exit(1)
}
try {
  const { database, storage, files, createdAt } = await restoreBackup(path.resolve(source), args.includes('--force'))
  console.log(`Restored the backup of ${createdAt}: ${database} database, ${files} files to ${storage}.`)
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
