import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { png } from './content-fixtures'
import { rawCall } from './security/calls'
import { getTestPayload, unique } from './setup/payload'

/**
 * Payload's file route answered 500 for a document whose file is not on the disk (and Next's image optimizer passed
 * that 500 on, issue 20 finding 10): every upload collection now answers 404 (backend/hooks/missing-upload-file.ts).
 */
describe('a file that is gone from the disk', () => {
  it('is a 404 on the file route, not a 500; a file on the disk is still served', async () => {
    const payload = await getTestPayload()
    const data = await png()
    const doc = await payload.create({ collection: 'media', data: { alt: 'Hilang' }, file: { data, mimetype: 'image/png', name: `${unique('hilang')}.png`, size: data.length } })
    const name = doc.filename!
    expect((await rawCall('GET', `/media/file/${name}`)).status).toBe(200)
    const staticDir = payload.collections.media.config.upload.staticDir!
    fs.rmSync(path.resolve(staticDir, name))
    const gone = await rawCall('GET', `/media/file/${name}`)
    expect(gone.status).toBe(404)
  })
})
