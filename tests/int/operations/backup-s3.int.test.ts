import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { s3ClientFromEnv } from '../../../backend/operations/s3-client'
import { rawCall } from '../security/calls'
import { dropTarget, freshTarget, npm } from './backup-helpers'
import { startLocalS3, type TLocalS3 } from '../../s3/local-s3'

/** Issue 21: with S3_BUCKET set, readiness checks the bucket and backup/restore carry every object of it. */
const BUCKET = 'portal-ops-backup'
const KEYS = { 'media/cover.png': 'image/png', 'course-files/notes.pdf': 'application/pdf' } as const
let s3: TLocalS3

beforeAll(async () => {
  s3 = await startLocalS3({ port: Number(process.env.OPS_S3_PORT) || 3443, bucket: BUCKET })
  Object.assign(process.env, s3.env)
  const client = s3ClientFromEnv()
  for (const [key, type] of Object.entries(KEYS)) await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: `bytes of ${key}`, ContentType: type }))
  client.destroy()
})

// Deleted, not restored from a copy: this file shares its process with every other integration file, and a later
// backup test on disk must not inherit S3_BUCKET (its backup would be the bucket's objects, not the upload folder).
afterAll(async () => {
  for (const key of Object.keys(s3.env)) delete process.env[key]
  await s3.stop()
})

describe('readiness with S3_BUCKET', () => {
  it('checks the bucket: ok while it answers, unavailable for a bucket that does not exist', async () => {
    expect(JSON.parse((await rawCall('GET', '/ready')).text)).toEqual({ status: 'ok', checks: { database: 'ok', storage: 'ok' } })
    process.env.S3_BUCKET = 'no-such-bucket'
    const missing = await rawCall('GET', '/ready')
    process.env.S3_BUCKET = BUCKET
    expect(missing.status).toBe(503)
    expect(JSON.parse(missing.text)).toEqual({ status: 'unavailable', checks: { database: 'ok', storage: 'unavailable' } })
  })
})

describe('backup and restore with S3_BUCKET', () => {
  it('keeps every object with its content type and puts a deleted one back', async () => {
    const backup = path.join(os.tmpdir(), `portal-backup-s3-${process.pid}`)
    fs.rmSync(backup, { recursive: true, force: true })
    const made = await npm(['backup', '--', backup], { ...s3.env, DATABASE_URL: inject('databaseUrl') })
    expect(made.code, made.output).toBe(0)
    expect(fs.readFileSync(path.join(backup, 'files/media/cover.png'), 'utf8')).toBe('bytes of media/cover.png')

    const client = s3ClientFromEnv()
    await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: 'media/cover.png' }))
    const restored = await npm(['restore', '--', backup], { ...s3.env, DATABASE_URL: await freshTarget() })
    expect(restored.code, restored.output).toBe(0)
    const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'media/cover.png' }))
    expect(head.ContentType).toBe('image/png')
    const body = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'media/cover.png' }))
    expect(await body.Body?.transformToString()).toBe('bytes of media/cover.png')
    client.destroy()
    fs.rmSync(backup, { recursive: true, force: true })
    await dropTarget()
  }, 300_000)
})
