import type { SanitizedConfig } from 'payload'
import { isStaff } from './is-staff'

/**
 * Payload adds its own collection of /admin edit locks (`payload-locked-documents`) while it sanitizes the config,
 * with its default rule: any signed-in account. Each lock names a document and who edits it, and only staff work in
 * /admin (docs/decisions/003, 016), so only staff reach it through REST.
 */
export function staffOnlyEditLocks(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === 'payload-locked-documents')
  if (locks) Object.assign(locks.access, { read: isStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff })
  return config
}
