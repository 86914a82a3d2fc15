import { NotFound, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

/**
 * Every collection's documents have numeric ids. A REST call such as GET /api/courses/abc reached the database
 * with NaN and answered 500; it is now the 404 an unknown document gets.
 */
const refuseNonNumericIds: CollectionBeforeOperationHook = ({ args, req }) => {
  const id = (args as { id?: unknown }).id
  if (id === undefined || id === null) return args
  if (typeof id === 'number' ? Number.isSafeInteger(id) : /^\d{1,15}$/.test(String(id))) return args
  throw new NotFound(req.t)
}

export function withNumericIdGuard(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return { ...collection, hooks: { ...hooks, beforeOperation: [refuseNonNumericIds, ...(hooks.beforeOperation ?? [])] } }
}
