import type { CollectionConfig } from 'payload'
import { exportPath } from '../../endpoints/admin-export'
import { EXPORT_SPECS } from '../../services/admin-export/specs'

/** A list with a CSV export gets the "Ekspor CSV" action above its table (docs/decisions/030). */
export function withExportAction(collection: CollectionConfig): CollectionConfig {
  const spec = EXPORT_SPECS.find((candidate) => candidate.collection === collection.slug)
  if (!spec) return collection
  const action = { path: '/backend/admin/exports/ExportCsvLink#ExportCsvLink', clientProps: { exportPath: exportPath(spec.collection), audience: spec.audience } }
  const components = collection.admin?.components
  return {
    ...collection,
    admin: { ...collection.admin, components: { ...components, beforeListTable: [...(components?.beforeListTable ?? []), action] } },
  }
}
