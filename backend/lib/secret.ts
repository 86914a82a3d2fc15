import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { isProductionApp } from './app-env'
import { isMultiInstance } from './production-guard'

/**
 * PAYLOAD_SECRET when set (a production app, APP_ENV=production, must set it); otherwise a random secret kept in data/,
 * so a fresh machine runs with no configuration and sessions survive restarts.
 */
export function payloadSecret(): string {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  // Also when something skips backend/scripts/production-guard.ts (a bare `next start`).
  if (isProductionApp()) throw new Error('APP_ENV=production needs PAYLOAD_SECRET; a secret generated into data/ is for local runs.')
  // Each instance would generate its own, and refuse the sessions the others signed.
  if (isMultiInstance()) throw new Error('MULTI_INSTANCE=true needs one PAYLOAD_SECRET shared by every instance.')
  const file = path.resolve(process.cwd(), 'data/.payload-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const secret = randomBytes(32).toString('hex')
    fs.writeFileSync(file, secret, { mode: 0o600 })
    return secret
  }
}
