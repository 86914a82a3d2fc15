import type { TProjectDocumentKind, TProjectStage } from '../../collections/ProjectDocuments'
import type { TCell } from '../documents/office'
import type { TBilingual } from '../types'

/** What a seeded download contains: a Word outline, a PDF text, or a one-sheet workbook. */
export type TDocumentContent =
  | { format: 'docx' | 'pdf'; lines: string[] }
  | { format: 'xlsx'; sheet: string; rows: TCell[][] }

export type TProjectDocumentSeed = {
  key: string
  kind: TProjectDocumentKind
  stage: TProjectStage
  date: string
  title: TBilingual
  sector?: TBilingual
  summary: TBilingual
  /** richLines source: how to use the template, or what the example shows. */
  body: TBilingual
  files: { id: { name: string; content: TDocumentContent }; en: { name: string; content: TDocumentContent } }
  /** For examples: the key of the template it fills in. */
  template?: string
}
