import type { TProjectDocumentKind, TProjectStage } from '../../collections/ProjectDocuments'
import type { ProjectDocument, ResourceFile } from '../../payload-types'
import { fileOf, type TFile, type TRichText } from '../shapes'

/** A downloadable template or worked example (the /template and /example pages). */
export type TProjectDocument = {
  id: number
  kind: TProjectDocumentKind
  title: string
  stage: TProjectStage
  sector: string
  summary: string
  body: TRichText | null
  documentDate: string
  file: TFile | null
  relatedTemplate: { id: number; title: string } | null
}

function relatedOf(value: ProjectDocument['relatedTemplate']): TProjectDocument['relatedTemplate'] {
  return value && typeof value === 'object' && value._status === 'published' ? { id: value.id, title: value.title } : null
}

export function toProjectDocument(doc: ProjectDocument): TProjectDocument {
  return {
    id: doc.id,
    kind: doc.kind,
    title: doc.title,
    stage: doc.stage,
    sector: doc.sector ?? '',
    summary: doc.summary,
    body: doc.body ?? null,
    documentDate: doc.documentDate,
    file: fileOf(doc.file as number | ResourceFile),
    relatedTemplate: relatedOf(doc.relatedTemplate),
  }
}
