import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * PAYLOAD_SECRET when set (production must set it); otherwise a random secret kept in data/,
 * so a fresh machine runs with no configuration and sessions survive restarts.
 */
export function payloadSecret(): string {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
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
