import type { CollectionConfig } from 'payload'
import { CACHE_TAGS } from '../../../lib/api/cache-tags'
import { revalidateTags } from '../../hooks/revalidate-tags'
import { syncSearchAfterChange, syncSearchAfterDelete } from '../../search/hooks'
import { requiredInDefaultLocale } from '../../lib/required-in-default-locale'
import { staffEditedDrafts } from '../../access/staff-content'

/**
 * The spec only names the /template and /example routes. Our reading: /template offers downloadable
 * document templates for preparing a PPP (KPBU) project (project brief, outline and final business case,
 * risk register, market sounding), and /example offers worked examples that show such documents filled in
 * for a realistic project. Both are the same kind of record, told apart by `kind`, grouped by KPBU stage.
 */
export const PROJECT_DOCUMENT_KINDS = ['template', 'example'] as const
export type TProjectDocumentKind = (typeof PROJECT_DOCUMENT_KINDS)[number]

/** The KPBU stages of Perpres 38/2015 (planning, preparation, transaction) plus contract management. */
export const PROJECT_STAGES = ['planning', 'preparation', 'transaction', 'contract-management'] as const
export type TProjectStage = (typeof PROJECT_STAGES)[number]

export const ProjectDocuments: CollectionConfig = {
  slug: 'project-documents',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'kind', 'stage', 'order', '_status'], listSearchableFields: ['title', 'sector'] },
  defaultSort: 'order',
  versions: { drafts: true },
  hooks: {
    afterChange: [revalidateTags(CACHE_TAGS.projectDocuments), syncSearchAfterChange],
    afterDelete: [revalidateTags(CACHE_TAGS.projectDocuments), syncSearchAfterDelete],
  },
  access: staffEditedDrafts,
  fields: [
    { name: 'kind', type: 'select', required: true, index: true, options: PROJECT_DOCUMENT_KINDS.map((value) => ({ label: value, value })) },
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'stage', type: 'select', required: true, options: PROJECT_STAGES.map((value) => ({ label: value, value })) },
    { name: 'sector', type: 'text', localized: true, admin: { description: 'For examples: the sector of the project shown' } },
    { name: 'summary', type: 'textarea', required: true, localized: true },
    { name: 'body', type: 'richText', localized: true, admin: { description: 'How to use the template, or what the example shows' } },
    {
      // Localized: a document may have an English edition; without one the English page offers the Indonesian file.
      name: 'file',
      type: 'upload',
      relationTo: 'resource-files',
      localized: true,
      validate: requiredInDefaultLocale,
    },
    { name: 'documentDate', type: 'date', required: true, admin: { description: 'Date of this edition of the document' } },
    {
      name: 'relatedTemplate',
      type: 'relationship',
      relationTo: 'project-documents',
      filterOptions: { kind: { equals: 'template' } },
      admin: { condition: (data) => data?.kind === 'example', description: 'The template this example fills in' },
    },
    { name: 'order', type: 'number', required: true, defaultValue: 0, admin: { description: 'Lower numbers come first within a stage' } },
  ],
}
