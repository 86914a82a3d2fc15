import fs from 'node:fs'
import path from 'node:path'

/** Copies the upload folder (every collection's subfolder) into the backup, or back, replacing what was there. */
export function copyUploads(from: string, to: string): number {
  fs.rmSync(to, { recursive: true, force: true })
  if (!fs.existsSync(from)) {
    fs.mkdirSync(to, { recursive: true })
    return 0
  }
  fs.cpSync(from, to, { recursive: true, preserveTimestamps: true })
  return countFiles(to)
}

function countFiles(folder: string): number {
  return fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length
}

/** A bucket key as a path inside `folder`, refusing keys that would climb out of it. */
export function keyPath(folder: string, key: string): string {
  const target = path.resolve(folder, key)
  if (!target.startsWith(path.resolve(folder) + path.sep)) throw new Error(`refusing object key outside the backup: ${key}`)
  return target
}
