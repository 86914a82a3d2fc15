// The S3_* variables read once for every S3 client of the app: the uploads' plugin, readiness and backups.
export type TEnv = Record<string, string | undefined>

/** Where uploads go when S3_BUCKET is set; null keeps them on the local disk under UPLOAD_DIR. */
export function s3Settings(env: TEnv = process.env) {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return null
  const credentials =
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined
  return {
    bucket,
    config: {
      region: env.S3_REGION || 'us-east-1',
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      // Without credentials the SDK's own chain applies (instance role, AWS_* variables).
      ...(credentials ? { credentials } : {}),
      // The SDK otherwise sends streamed bodies (Payload streams its temp files) as aws-chunked with a CRC32
      // trailer, which S3-compatible servers that predate it store verbatim: the object gains the chunk framing.
      requestChecksumCalculation: 'WHEN_REQUIRED' as const,
      responseChecksumValidation: 'WHEN_REQUIRED' as const,
    },
  }
}
