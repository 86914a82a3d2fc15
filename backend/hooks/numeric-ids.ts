import { NotFound, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'
import { MAX_ROW_ID } from '../../lib/api/row-id'

/**
 * Every collection's documents have numeric ids. A REST call such as GET /api/courses/abc reached the database
 * with NaN and answered 500; it is now the 404 an unknown document gets.
 */
const refuseNonNumericIds: CollectionBeforeOperationHook = ({ args, req }) => {
  const id = (args as { id?: unknown }).id
  if (id === undefined || id === null) return args
  if (/^\d{1,10}$/.test(String(id)) && Number(id) <= MAX_ROW_ID) return args
  throw new NotFound(req.t)
}

export function withNumericIdGuard(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return { ...collection, hooks: { ...hooks, beforeOperation: [refuseNonNumericIds, ...(hooks.beforeOperation ?? [])] } }
}
