import type { Payload, PayloadRequest, Where } from 'payload'
import { formatDate } from '../../../lib/format/date'
import type { Locale } from '../../../lib/i18n/config'
import type { TExportTable } from '../../lib/export/respond'
import type { TExportSpec } from './specs'

/** The list view's state as its URL carries it: Payload's `where` filter, the sort and the search box. */
export type TListQuery = { where?: Where; sort?: string; search?: string }
type TDoc = Record<string, unknown>

/**
 * The search box looks in the collection's listSearchableFields (else its title), as Payload's list does: text fields
 * by `like`, the id and number fields only for a whole number (Payload turned "1e309" into Infinity for the id and
 * the database refused it: a 500). A search that can match no field matches no row.
 */
function searchWhere(payload: Payload, spec: TExportSpec, search: string | undefined): Where | undefined {
  const term = search?.trim()
  if (!term) return undefined
  const config = payload.collections[spec.collection].config
  const names = config.admin.listSearchableFields?.length ? config.admin.listSearchableFields : [config.admin.useAsTitle ?? 'id']
  const clauses = names.flatMap((name): Where[] => {
    const field = config.flattenedFields.find((candidate) => candidate.name === name)
    if (name !== 'id' && field?.type !== 'number') return [{ [name]: { like: term } }]
    return /^\d{1,15}$/.test(term) ? [{ [name]: { equals: Number(term) } }] : []
  })
  return clauses.length ? { or: clauses } : { id: { equals: 0 } }
}

/**
 * The related documents the columns read (a registrant's name and email), loaded with only those fields. Staff who
 * may export the rows get these columns even where they may not open the related account itself (a lecturer and
 * their event's registrants), as the event export always gave them: the spec, not the account's access, says which.
 */
async function withRelated(payload: Payload, spec: TExportSpec, docs: TDoc[], locale: Locale): Promise<TDoc[]> {
  const fieldsByRelation = new Map<string, Set<string>>()
  for (const { reads } of spec.columns) if (reads) fieldsByRelation.set(reads.relation, (fieldsByRelation.get(reads.relation) ?? new Set()).add(reads.field))
  const loaded = new Map<string, Map<unknown, TDoc>>()
  for (const [relation, fields] of fieldsByRelation) {
    const config = payload.collections[spec.collection].config.flattenedFields.find((field) => field.name === relation)
    const target = config && 'relationTo' in config && typeof config.relationTo === 'string' ? config.relationTo : null
    if (!target) throw new Error(`${spec.collection}.${relation} is not a relationship to one collection`)
    const ids = [...new Set(docs.map((doc) => doc[relation]).filter((id) => id !== null && id !== undefined))]
    const found = ids.length
      ? await payload.find({
          collection: target,
          where: { id: { in: ids } },
          select: Object.fromEntries([...fields].map((field) => [field, true])),
          depth: 0,
          pagination: false,
          locale,
          overrideAccess: true,
        })
      : { docs: [] }
    const rows = found.docs as unknown as TDoc[]
    loaded.set(relation, new Map(rows.map((doc) => [doc.id, doc])))
  }
  return docs.map((doc) => ({ ...doc, ...Object.fromEntries([...loaded].map(([relation, byId]) => [relation, byId.get(doc[relation]) ?? null])) }))
}

/**
 * The rows of one admin list (for CSV or XLSX), as the signed-in staff member sees them: read access applies (a lecturer gets
 * their own courses' rows only), and so do the list's filter, sort and search.
 */
export async function exportListTable(
  payload: Payload,
  spec: TExportSpec,
  { user, query, locale }: { user: PayloadRequest['user']; query: TListQuery; locale: Locale },
): Promise<TExportTable<TDoc>> {
  const filters = [query.where, searchWhere(payload, spec, query.search)].filter((where): where is Where => Boolean(where))
  const found = await payload.find({
    collection: spec.collection,
    where: filters.length ? { and: filters } : undefined,
    sort: query.sort || '-createdAt',
    pagination: false,
    depth: 0,
    locale,
    overrideAccess: false,
    user,
  })
  const docs = await withRelated(payload, spec, found.docs as unknown as TDoc[], locale)
  const day = formatDate(new Date(), locale, 'YYYY-MM-DD')
  return { columns: spec.columns, rows: docs, basename: `${spec.collection}-${day}`, sheetName: spec.collection }
}
