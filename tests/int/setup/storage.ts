import { S3 } from '@aws-sdk/client-s3'
import { s3Settings } from '../../../backend/uploads/s3-storage'
import { startLocalS3 } from '../../s3/local-s3'

export type TTestStorage = 'disk' | 's3'

/** The storage a run's uploads go to: TEST_STORAGE=s3 starts a local S3-compatible server, anything else keeps the disk. */
export function testStorage(): TTestStorage {
  const value = process.env.TEST_STORAGE ?? 'disk'
  if (value !== 'disk' && value !== 's3') throw new Error(`TEST_STORAGE must be disk or s3, got ${value}`)
  return value
}

/** Overridable so parallel checkouts on one machine don't collide (as POSTGRES_TEST_DB). */
const TEST_S3_PORT = Number(process.env.TEST_S3_PORT) || 4620

/** Started by the global setup; its environment reaches the workers through inject('storageEnv'). */
export async function startTestStorage(): Promise<{ env: Record<string, string>; stop: () => Promise<void> }> {
  if (testStorage() !== 's3') return { env: {}, stop: async () => {} }
  const s3 = await startLocalS3({ port: TEST_S3_PORT, bucket: `portal-int-${process.pid}` })
  Object.assign(process.env, s3.env)
  return { env: s3.env, stop: s3.stop }
}

/** True in a worker whose uploads go to S3. */
export const onS3 = (): boolean => s3Settings() !== null

let client: S3 | undefined

/** A client of the run's bucket, for tests that look at the stored objects themselves. */
export function testBucket(): { client: S3; bucket: string } {
  const settings = s3Settings()
  if (!settings) throw new Error('S3 is not configured for this run (TEST_STORAGE=s3)')
  client ??= new S3(settings.config)
  return { client, bucket: settings.bucket }
}

/** The bytes of one object, or null when the bucket has no such key. */
export async function objectBytes(key: string): Promise<Buffer | null> {
  const { client, bucket } = testBucket()
  const object = await client.getObject({ Bucket: bucket, Key: key }).catch((error: { name?: string }) => {
    if (error.name === 'NoSuchKey' || error.name === 'NotFound') return null
    throw error
  })
  return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null
}
