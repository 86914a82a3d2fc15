import fs from 'node:fs'
import path from 'node:path'
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3'
import { s3ClientFromEnv } from '../s3-client'
import { keyPath } from './upload-files'

type TObjectInfo = { key: string; contentType?: string }
export const BUCKET_INDEX = 'objects.json'

/** Every object of the bucket into `folder` (one file per key) and their content types into objects.json. */
export async function downloadBucket(bucket: string, folder: string): Promise<number> {
  const client = s3ClientFromEnv()
  const index: TObjectInfo[] = []
  let token: string | undefined
  try {
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }))
      for (const { Key } of page.Contents ?? []) {
        if (!Key) continue
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key }))
        const target = keyPath(folder, Key)
        fs.mkdirSync(path.dirname(target), { recursive: true })
        fs.writeFileSync(target, await object.Body!.transformToByteArray())
        index.push({ key: Key, contentType: object.ContentType })
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
  } finally {
    client.destroy()
  }
  fs.writeFileSync(path.join(path.dirname(folder), BUCKET_INDEX), JSON.stringify(index, null, 2))
  return index.length
}

/** Puts every object of a backup back into the bucket (objects not in the backup are left as they are). */
export async function uploadBucket(bucket: string, folder: string): Promise<number> {
  const index = JSON.parse(fs.readFileSync(path.join(path.dirname(folder), BUCKET_INDEX), 'utf8')) as TObjectInfo[]
  const client = s3ClientFromEnv()
  try {
    for (const { key, contentType } of index) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: fs.readFileSync(keyPath(folder, key)), ContentType: contentType }))
    }
  } finally {
    client.destroy()
  }
  return index.length
}
