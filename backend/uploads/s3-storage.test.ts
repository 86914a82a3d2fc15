import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { s3Settings, storedByAdapter } from './s3-storage'
import { inApiErrorShape } from './storage-faults'

describe('s3Settings', () => {
  it('is off without S3_BUCKET, so uploads stay on the disk', () => {
    expect(s3Settings({})).toBeNull()
    expect(s3Settings({ S3_BUCKET: ' ', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toBeNull()
  })

  it('reads the bucket, endpoint, region (us-east-1 by default), credentials and path style', () => {
    const settings = s3Settings({ S3_BUCKET: 'portal', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret', S3_FORCE_PATH_STYLE: 'true' })
    expect(settings?.bucket).toBe('portal')
    expect(settings?.config).toMatchObject({
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
    })
    expect(s3Settings({ S3_BUCKET: 'portal', S3_REGION: 'ap-southeast-3' })?.config).toMatchObject({ region: 'ap-southeast-3', forcePathStyle: false })
    expect(s3Settings({ S3_BUCKET: 'portal' })?.config).not.toHaveProperty('credentials')
  })
})

describe('inApiErrorShape', () => {
  const req = {} as PayloadRequest
  const args = { doc: { id: 1 }, params: { collection: 'media', filename: 'x.png' } }
  const answering = (response: Response | void) => inApiErrorShape(() => response)

  it('passes a file, a partial file and a handler that does not answer through', async () => {
    const file = new Response('bytes', { status: 200 })
    expect(await answering(file)(req, args)).toBe(file)
    const partial = new Response('b', { status: 206 })
    expect(await answering(partial)(req, args)).toBe(partial)
    expect(await answering(undefined)(req, args)).toBeUndefined()
  })

  it('answers a missing object as the API’s 404 and a failing bucket as 503, never a bare 500', async () => {
    const missing = (await answering(new Response(null, { status: 404 }))(req, args)) as Response
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ errors: [{ message: 'Not Found' }] })
    const failing = (await answering(new Response('Internal Server Error', { status: 500 }))(req, args)) as Response
    expect(failing.status).toBe(503)
    expect(await failing.json()).toEqual({ errors: [{ message: 'Service Unavailable' }] })
  })
})

describe('storedByAdapter', () => {
  it('tells an adapter-kept collection from a disk one', () => {
    expect(storedByAdapter({ adapter: 's3', staticDir: '/x' })).toBe(true)
    expect(storedByAdapter({ staticDir: '/x' })).toBe(false)
    expect(storedByAdapter(undefined)).toBe(false)
  })
})
