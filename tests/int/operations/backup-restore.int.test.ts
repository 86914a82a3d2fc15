import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { png } from '../content-fixtures'
import { getTestPayload, unique } from '../setup/payload'
import { dropTarget, freshTarget, npm, query } from './backup-helpers'

/**
 * Issue 21: `npm run backup` and `npm run restore`. The run's database and upload folder are backed up and
 * restored into a second database and folder (a new machine), then a row and its file are deleted there and
 * `restore --force` brings both back.
 */
describe('backup and restore', () => {
  it('restores the database and the files into an empty install, refuses a full one, and brings back deleted data with --force', async () => {
    const payload = await getTestPayload()
    const data = await png()
    const alt = unique('kept')
    const media = await payload.create({ collection: 'media', data: { alt }, file: { data, mimetype: 'image/png', name: `${alt}.png`, size: data.length } })
    const backup = path.join(os.tmpdir(), `portal-backup-${process.pid}`)
    fs.rmSync(backup, { recursive: true, force: true })

    const made = await npm(['backup', '--', backup], { DATABASE_URL: inject('databaseUrl'), UPLOAD_DIR: inject('uploadDir') })
    expect(made.code, made.output).toBe(0)
    expect(fs.existsSync(path.join(backup, 'files/media', media.filename!))).toBe(true)

    const target = await freshTarget()
    const uploads = path.join(os.tmpdir(), `portal-restore-media-${process.pid}`)
    const env = { DATABASE_URL: target, UPLOAD_DIR: uploads }
    const restored = await npm(['restore', '--', backup], env)
    expect(restored.code, restored.output).toBe(0)
    const row = `SELECT id FROM media WHERE filename = '${media.filename}'`
    expect(await query(target, row)).toHaveLength(1)
    expect(fs.readFileSync(path.join(uploads, 'media', media.filename!))).toEqual(fs.readFileSync(path.join(inject('uploadDir'), 'media', media.filename!)))

    const refused = await npm(['restore', '--', backup], env)
    expect(refused.code).toBe(1)
    expect(refused.output).toContain('the database is not empty')

    await query(target, `DELETE FROM media_locales WHERE _parent_id = ${media.id}`).catch(() => undefined)
    await query(target, `DELETE FROM media WHERE id = ${media.id}`)
    fs.rmSync(path.join(uploads, 'media', media.filename!))
    const forced = await npm(['restore', '--', backup, '--force'], env)
    expect(forced.code, forced.output).toBe(0)
    expect(await query(target, row)).toHaveLength(1)
    expect(fs.existsSync(path.join(uploads, 'media', media.filename!))).toBe(true)

    fs.rmSync(backup, { recursive: true, force: true })
    fs.rmSync(uploads, { recursive: true, force: true })
    await dropTarget()
  }, 300_000)
})
