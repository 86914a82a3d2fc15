import fs from 'node:fs/promises'
import type { Payload } from 'payload'
import { uploadRoot } from '../uploads/folders'
import { isDraining } from './shutdown-state'

export type TCheckStatus = 'ok' | 'unavailable'
export type TReadiness = { status: 'ok' | 'unavailable'; checks: Record<string, TCheckStatus> }

/** Each dependency gets this long (READY_TIMEOUT_MS, default 2 s): a probe must answer before the balancer gives up. */
function checkTimeout(): number {
  return Number(process.env.READY_TIMEOUT_MS) || 2_000
}

async function within(check: () => Promise<unknown>, ms: number): Promise<TCheckStatus> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms)
  })
  try {
    await Promise.race([check(), timeout])
    return 'ok'
  } catch {
    return 'unavailable'
  } finally {
    clearTimeout(timer)
  }
}

/** One round trip through the adapter's own pool or client, so a probe sees what requests see. */
async function pingDatabase(payload: Payload): Promise<void> {
  const db = payload.db as unknown as { pool?: { query: (text: string) => Promise<unknown> }; client?: { execute: (text: string) => Promise<unknown> } }
  if (db.pool) await db.pool.query('SELECT 1')
  else if (db.client) await db.client.execute('SELECT 1')
  else throw new Error('no database connection')
}

async function pingRedis(url: string, ms: number): Promise<void> {
  const { default: Redis } = await import('ioredis')
  const client = new Redis(url, { lazyConnect: true, connectTimeout: ms, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null })
  client.on('error', () => undefined)
  try {
    await client.connect()
    await client.ping()
  } finally {
    client.disconnect()
  }
}

async function pingBucket(bucket: string): Promise<void> {
  const { HeadBucketCommand } = await import('@aws-sdk/client-s3')
  const { s3ClientFromEnv } = await import('./s3-client')
  const client = s3ClientFromEnv()
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }))
  } finally {
    client.destroy()
  }
}

/** The upload folder exists and this process may write there (created on a fresh install). */
async function checkUploadFolder(): Promise<void> {
  const root = uploadRoot()
  await fs.mkdir(root, { recursive: true })
  await fs.access(root, fs.constants.W_OK)
}

/** Whether the database answers within the probe timeout (used to tell an outage from a bug). */
export async function databaseReachable(payload: Payload, ms = checkTimeout()): Promise<boolean> {
  return (await within(() => pingDatabase(payload), ms)) === 'ok'
}

/**
 * Whether this instance should get traffic: not draining, and every dependency configured for it answers. The
 * answer names dependencies and a status only: no hosts, versions or error texts (the probe is unauthenticated).
 */
export async function readiness(payload: Payload): Promise<TReadiness> {
  const ms = checkTimeout()
  const pending: Record<string, Promise<TCheckStatus>> = {
    database: within(() => pingDatabase(payload), ms),
    storage: process.env.S3_BUCKET ? within(() => pingBucket(process.env.S3_BUCKET as string), ms) : within(checkUploadFolder, ms),
  }
  if (process.env.REDIS_URL) pending.redis = within(() => pingRedis(process.env.REDIS_URL as string, ms), ms)
  const checks: Record<string, TCheckStatus> = {}
  for (const [name, result] of Object.entries(pending)) checks[name] = await result
  const ready = !isDraining() && Object.values(checks).every((status) => status === 'ok')
  return { status: ready ? 'ok' : 'unavailable', checks: { ...checks, ...(isDraining() ? { instance: 'unavailable' as const } : {}) } }
}
