import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { PROJECT_STAGES, type TProjectDocumentKind } from '../../collections/ProjectDocuments'
import { toProjectDocument, type TProjectDocument } from './shapes'

/** Published templates or examples, in KPBU stage order, then the editors' order within a stage. */
export async function listProjectDocuments(payload: Payload, kind: TProjectDocumentKind, locale: Locale): Promise<TProjectDocument[]> {
  const found = await payload.find({
    collection: 'project-documents',
    where: { and: [{ kind: { equals: kind } }, { _status: { equals: 'published' } }] },
    sort: ['order', 'id'],
    pagination: false,
    depth: 1,
    locale,
    overrideAccess: false,
  })
  const stageIndex = (doc: TProjectDocument) => PROJECT_STAGES.indexOf(doc.stage)
  // Array.prototype.sort is stable, so the order within a stage stays the database's.
  return found.docs.map(toProjectDocument).sort((a, b) => stageIndex(a) - stageIndex(b))
}
