import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TProjectDocument } from '../../backend/services/project-documents/shapes'
import type { User } from '../../backend/payload-types'
import { docxFile, invalidField, MIME, pdf, rich, upload } from './content-fixtures'
import { getJson, type TEnvelope } from './elibrary-helpers'
import { createUser, getTestPayload, unique } from './setup/payload'

type TSeed = { kind: 'template' | 'example'; stage: 'planning' | 'preparation' | 'transaction' | 'contract-management'; title: string; order: number; draft?: boolean; template?: number }

let learner: User
const ids: Record<string, number> = {}

async function create(item: TSeed) {
  const payload = await getTestPayload()
  const file = item.kind === 'template'
    ? await upload(payload, 'resource-files', docxFile(), MIME.docx, `${unique('tpl')}.docx`)
    : await upload(payload, 'resource-files', pdf(item.title), MIME.pdf, `${unique('ex')}.pdf`)
  const status = item.draft ? 'draft' : 'published'
  const doc = await payload.create({
    collection: 'project-documents',
    locale: 'id',
    draft: !!item.draft,
    data: {
      _status: status,
      kind: item.kind,
      stage: item.stage,
      order: item.order,
      title: `${item.title} id`,
      summary: `Ringkasan ${item.title}`,
      body: rich(`Cara pakai ${item.title}`),
      documentDate: '2025-05-01T03:00:00.000Z',
      file,
      relatedTemplate: item.template,
    },
  })
  if (!item.draft) await payload.update({ collection: 'project-documents', id: doc.id, locale: 'en', data: { title: `${item.title} en`, summary: `Summary ${item.title}` } })
  ids[item.title] = doc.id
}

// One after another: concurrent writes fail with SQLITE_BUSY on the SQLite adapter.
beforeAll(async () => {
  learner = await createUser('learner')
  await create({ kind: 'template', stage: 'contract-management', title: 'KPI', order: 0 })
  await create({ kind: 'template', stage: 'planning', title: 'Brief', order: 2 })
  await create({ kind: 'template', stage: 'planning', title: 'Screening', order: 1 })
  await create({ kind: 'template', stage: 'preparation', title: 'DraftTpl', order: 0, draft: true })
  await create({ kind: 'example', stage: 'planning', title: 'BriefExample', order: 0, template: ids.Brief })
  await create({ kind: 'example', stage: 'preparation', title: 'OrphanExample', order: 1, template: ids.DraftTpl })
  await create({ kind: 'example', stage: 'preparation', title: 'DraftExample', order: 2, draft: true })
})

afterAll(async () => {
  const payload = await getTestPayload()
  await payload.delete({ collection: 'project-documents', where: { id: { exists: true } } })
  await payload.delete({ collection: 'resource-files', where: { id: { exists: true } } })
})

describe('GET /api/static/template and /api/static/example', () => {
  it('lists published templates by KPBU stage, then the editors order, with their download', async () => {
    const { status, body } = await getJson<TEnvelope<TProjectDocument[]>>('static/template', 'id')
    expect(status).toBe(200)
    expect(body.data?.map((d) => d.title)).toEqual(['Screening id', 'Brief id', 'KPI id'])
    expect(body.data?.every((d) => d.kind === 'template')).toBe(true)
    expect(body.data?.[0].file).toMatchObject({ mimeType: MIME.docx, url: expect.stringMatching(/^\/api\/resource-files\/file\//) })
  })

  it('answers in the language of the call', async () => {
    const { body } = await getJson<TEnvelope<TProjectDocument[]>>('static/template', 'en')
    expect(body.data?.map((d) => d.summary)).toEqual(['Summary Screening', 'Summary Brief', 'Summary KPI'])
  })

  it('lists published examples with the template they use, never a draft one', async () => {
    const { body } = await getJson<TEnvelope<TProjectDocument[]>>('static/example', 'en')
    expect(body.data?.map((d) => d.title)).toEqual(['BriefExample en', 'OrphanExample en'])
    expect(body.data?.[0].relatedTemplate).toEqual({ id: ids.Brief, title: 'Brief en' })
    expect(body.data?.[1].relatedTemplate).toBeNull()
  })

  it('needs a file in Indonesian; English falls back to it until it has its own', async () => {
    const payload = await getTestPayload()
    const data = { _status: 'published' as const, kind: 'template' as const, stage: 'planning' as const, title: 'Tanpa berkas', summary: 'x', documentDate: '2025-01-01T00:00:00.000Z', order: 9 }
    await expect(payload.create({ collection: 'project-documents', locale: 'id', data })).rejects.toMatchObject(invalidField('file'))
    const { body } = await getJson<TEnvelope<TProjectDocument[]>>('static/template', 'en')
    const [screeningEn] = body.data ?? []
    const { body: idBody } = await getJson<TEnvelope<TProjectDocument[]>>('static/template', 'id')
    expect(screeningEn.file?.url).toBe(idBody.data?.[0].file?.url)
  })

  it('lets only staff write', async () => {
    const payload = await getTestPayload()
    const data = { kind: 'template' as const, stage: 'planning' as const, title: 'x', summary: 'x', documentDate: '2025-01-01T00:00:00.000Z', file: 1, order: 0 }
    await expect(payload.create({ collection: 'project-documents', data, overrideAccess: false, user: learner })).rejects.toMatchObject({ status: 403 })
  })
})
