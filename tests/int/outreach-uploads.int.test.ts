import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '../../backend/payload-types'
import { bigPdf, docxFile, invalidField, MIME, pdf, png, upload } from './content-fixtures'
import { getJson } from './elibrary-helpers'
import { createUser, getTestPayload, unique } from './setup/payload'

let learner: User
let lecturer: User

beforeAll(async () => {
  learner = await createUser('learner')
  lecturer = await createUser('lecturer')
})

afterAll(async () => {
  const payload = await getTestPayload()
  await payload.delete({ collection: 'newsletter-files', where: { id: { exists: true } } })
  await payload.delete({ collection: 'resource-files', where: { id: { exists: true } } })
})

describe('upload limits', () => {
  it('keeps newsletters to PDFs of at most 10 MB', async () => {
    const payload = await getTestPayload()
    expect(await upload(payload, 'newsletter-files', pdf('ok'), MIME.pdf, `${unique('ok')}.pdf`)).toBeGreaterThan(0)
    await expect(upload(payload, 'newsletter-files', await png(), MIME.png, `${unique('cover')}.png`)).rejects.toMatchObject(invalidField('file'))
    // A PNG sent as application/pdf: Payload checks the content, not the claimed type.
    await expect(upload(payload, 'newsletter-files', await png(), MIME.pdf, `${unique('fake')}.pdf`)).rejects.toMatchObject(invalidField('file'))
    await expect(upload(payload, 'newsletter-files', docxFile(), MIME.docx, `${unique('doc')}.docx`)).rejects.toMatchObject(invalidField('file'))
    await expect(upload(payload, 'newsletter-files', bigPdf(10 * 1024 * 1024 + 1), MIME.pdf, `${unique('big')}.pdf`)).rejects.toMatchObject({
      status: 413,
      message: expect.stringContaining('10 MB'),
    })
  })

  it('lets templates be Office files or PDFs of at most 20 MB', async () => {
    const payload = await getTestPayload()
    expect(await upload(payload, 'resource-files', docxFile(), MIME.docx, `${unique('tpl')}.docx`)).toBeGreaterThan(0)
    await expect(upload(payload, 'resource-files', await png(), MIME.png, `${unique('img')}.png`)).rejects.toMatchObject(invalidField('file'))
    await expect(upload(payload, 'resource-files', bigPdf(20 * 1024 * 1024 + 1), MIME.pdf, `${unique('big')}.pdf`)).rejects.toMatchObject({
      status: 413,
    })
    expect(await upload(payload, 'resource-files', bigPdf(1024 * 1024), MIME.pdf, `${unique('mid')}.pdf`)).toBeGreaterThan(0)
  })

  it('lets only staff upload, and anyone download', async () => {
    const payload = await getTestPayload()
    const data = pdf('access')
    const file = { data, mimetype: MIME.pdf, name: `${unique('acc')}.pdf`, size: data.length }
    await expect(
      payload.create({ collection: 'newsletter-files', data: {}, file, overrideAccess: false, user: learner }),
    ).rejects.toMatchObject({ status: 403 })
    const created = await payload.create({ collection: 'newsletter-files', data: {}, file, overrideAccess: false, user: lecturer })
    const listed = await getJson<{ docs: { id: number }[] }>(`newsletter-files?where[id][equals]=${created.id}`)
    expect(listed.body.docs.map((doc) => doc.id)).toEqual([created.id])
  })
})

describe('outreach content access', () => {
  it('lets only staff write newsletters and the outreach globals, and hides drafts from the REST API', async () => {
    const payload = await getTestPayload()
    await expect(
      payload.updateGlobal({ slug: 'outreach-page', data: { headline: 'x' }, overrideAccess: false, user: learner }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.updateGlobal({ slug: 'community-of-practice', data: { highlight: { title: 'x' } }, overrideAccess: false, user: learner }),
    ).rejects.toMatchObject({ status: 403 })
    const file = await upload(payload, 'newsletter-files', pdf('draft'), MIME.pdf, `${unique('d')}.pdf`)
    const data = { _status: 'draft' as const, title: 'Draf', issueDate: '2026-01-01T00:00:00.000Z', file }
    await expect(payload.create({ collection: 'cop-newsletters', data, overrideAccess: false, user: learner })).rejects.toMatchObject({ status: 403 })
    const draft = await payload.create({ collection: 'cop-newsletters', draft: true, data, overrideAccess: false, user: lecturer })
    const listed = await getJson<{ docs: { id: number }[] }>(`cop-newsletters?where[id][equals]=${draft.id}`)
    expect(listed.body.docs).toHaveLength(0)
    await payload.delete({ collection: 'cop-newsletters', id: draft.id })
  })
})
