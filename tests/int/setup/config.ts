import type { SanitizedConfig } from 'payload'

/**
 * The app's Payload config, imported only after DATABASE_URL points at the test database
 * (backend/payload.config.ts reads it at load time).
 */
export async function loadTestConfig(): Promise<SanitizedConfig> {
  const { default: configPromise } = await import('@payload-config')
  const config = await configPromise
  // Outside production every Payload init spawns `payload generate:types`, which rewrites
  // backend/payload-types.ts and keeps the process alive; tests must not touch source files.
  config.typescript.autoGenerate = false
  return config
}
