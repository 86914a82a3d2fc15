import type { Payload, PayloadRequest } from 'payload'
import { richLines } from '../rich-lines'
import { HOSPITAL_VFM_EXAMPLE, TOLL_RISK_EXAMPLE, WATER_BRIEF_EXAMPLE } from './examples'
import { seedResourceFile } from './files'
import { MARKET_SOUNDING, KPI_MONITORING, RISK_REGISTER } from './templates-delivery'
import { OBC_OUTLINE, PROJECT_BRIEF } from './templates-planning'
import type { TProjectDocumentSeed } from './types'

// Templates first: examples point at them.
export const PROJECT_DOCUMENT_SEEDS: TProjectDocumentSeed[] = [
  PROJECT_BRIEF,
  OBC_OUTLINE,
  RISK_REGISTER,
  MARKET_SOUNDING,
  KPI_MONITORING,
  WATER_BRIEF_EXAMPLE,
  TOLL_RISK_EXAMPLE,
  HOSPITAL_VFM_EXAMPLE,
]

/** Document templates and worked examples with their downloads, published in both languages. */
export async function seedProjectDocuments(payload: Payload, req: PayloadRequest): Promise<void> {
  const ids = new Map<string, number>()
  for (const [order, item] of PROJECT_DOCUMENT_SEEDS.entries()) {
    const doc = await payload.create({
      collection: 'project-documents',
      locale: 'id',
      data: {
        _status: 'published',
        kind: item.kind,
        stage: item.stage,
        order,
        documentDate: new Date(`${item.date}T03:00:00.000Z`).toISOString(),
        title: item.title.id,
        sector: item.sector?.id,
        summary: item.summary.id,
        body: richLines(item.body.id),
        file: await seedResourceFile(payload, req, item.files.id.name, item.files.id.content),
        relatedTemplate: item.template ? ids.get(item.template) : undefined,
      },
      overrideAccess: true,
      req,
    })
    ids.set(item.key, doc.id)
    await payload.update({
      collection: 'project-documents',
      id: doc.id,
      locale: 'en',
      data: {
        _status: 'published',
        title: item.title.en,
        sector: item.sector?.en,
        summary: item.summary.en,
        body: richLines(item.body.en),
        file: await seedResourceFile(payload, req, item.files.en.name, item.files.en.content),
      },
      overrideAccess: true,
      req,
    })
  }
}
