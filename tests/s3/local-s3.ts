import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
// s3rver ships no types; its constructor options are described at https://github.com/jamhall/s3rver.
// @ts-expect-error no declaration file
import S3rver from 's3rver'

/** s3rver's fixed credentials: it checks signatures against this pair. */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const

export type TLocalS3 = {
  endpoint: string
  bucket: string
  /** The environment that points the portal at this server (backend/uploads/s3-storage.ts reads it). */
  env: Record<'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE', string>
  /** The folder s3rver keeps the objects in (removed by stop()). */
  directory: string
  stop: () => Promise<void>
}

type TS3rver = { run: () => Promise<unknown>; close: () => Promise<void> }

/**
 * A local S3-compatible server (s3rver, from npm) on 127.0.0.1:<port>, its objects in a fresh temporary folder,
 * with the bucket created. Path-style addressing: s3rver's virtual-host buckets need DNS names.
 */
export async function startLocalS3({ port, bucket }: { port: number; bucket: string }): Promise<TLocalS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true, configureBuckets: [{ name: bucket }] }) as TS3rver
  await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    directory,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: async () => {
      await server.close()
      await fs.rm(directory, { recursive: true, force: true })
    },
  }
}
