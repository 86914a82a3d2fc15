import { S3Client } from '@aws-sdk/client-s3'
import { s3Settings } from '../uploads/s3-settings'

/** A client for the S3-compatible storage the S3_* variables name, configured exactly as the uploads' plugin is. */
export function s3ClientFromEnv(): S3Client {
  return new S3Client({ ...s3Settings()?.config, maxAttempts: 2 })
}
