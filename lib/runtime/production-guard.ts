import { isProductionApp, type TEnv } from './app-env'
import { sharedDatabaseProblem } from './database-url'
import { isEd25519, parseSigningKeyText } from './signing-key-text'

/** MULTI_INSTANCE=true: several instances share one database behind a load balancer (docs/decisions/023). */
export function isMultiInstance(env: TEnv = process.env): boolean {
  return env.MULTI_INSTANCE === 'true'
}

/**
 * The certificate signing key (docs/decisions/039) must be configured, not generated into data/: each instance would
 * make its own, and credentials signed by one would not match the key the DID document publishes.
 */
function signingKeyProblem(env: TEnv): string | null {
  const text = env.CERTIFICATE_SIGNING_KEY?.trim()
  if (!text) return 'CERTIFICATE_SIGNING_KEY is not set: give it the institute\'s Ed25519 private key (a JWK, see .env.example) and back it up.'
  try {
    return isEd25519(parseSigningKeyText(text)) ? null : 'CERTIFICATE_SIGNING_KEY must be an Ed25519 private key (kty OKP, crv Ed25519).'
  } catch {
    return 'CERTIFICATE_SIGNING_KEY is not a readable private key (a JWK or a PKCS#8 PEM).'
  }
}

/** Next.js takes a base64 AES key: 16, 24 or 32 bytes once decoded. */
function isServerActionsKey(value: string): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return false
  return [16, 24, 32].includes(Buffer.from(value, 'base64').length)
}

/**
 * What keeps instances from sharing one database: each would sign sessions with its own generated secret (a
 * session from one instance refused by the next), use its own SQLite file, and encrypt server actions with its
 * own key (Next's "Failed to find Server Action" as soon as a form posts to another instance).
 */
export function multiInstanceProblems(env: TEnv = process.env): string[] {
  if (!isMultiInstance(env)) return []
  const problems: string[] = []
  const secret = env.PAYLOAD_SECRET?.trim() ?? ''
  if (secret.length < 32) problems.push('PAYLOAD_SECRET must be set to the same value (32+ characters) on every instance; a secret generated into data/ differs per machine.')
  const database = sharedDatabaseProblem(env.DATABASE_URL, 'instances')
  if (database) problems.push(database)
  const key = env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY?.trim()
  if (!key) problems.push('NEXT_SERVER_ACTIONS_ENCRYPTION_KEY is not set: give every instance (and the build) the same one (openssl rand -base64 32).')
  else if (!isServerActionsKey(key)) problems.push('NEXT_SERVER_ACTIONS_ENCRYPTION_KEY must be base64 of 16, 24 or 32 bytes (openssl rand -base64 32).')
  const signing = signingKeyProblem(env)
  if (signing) problems.push(signing)
  return problems
}

/**
 * What keeps a production app (APP_ENV=production) from starting: a signing secret generated into data/
 * instead of one the operator keeps, an origin that is not https (session cookies would not be Secure, HSTS
 * not sent), or the test runs' fixed demo password. Empty outside production.
 */
export function productionProblems(env: TEnv = process.env): string[] {
  if (!isProductionApp(env)) return []
  const problems: string[] = []
  if (!env.PAYLOAD_SECRET?.trim()) problems.push('PAYLOAD_SECRET is not set: give it a long random value that you keep (e.g. openssl rand -hex 32).')
  else if (env.PAYLOAD_SECRET.trim().length < 32) problems.push('PAYLOAD_SECRET is shorter than 32 characters.')
  let serverUrl: URL | undefined
  try {
    serverUrl = env.SERVER_URL ? new URL(env.SERVER_URL) : undefined
  } catch {
    serverUrl = undefined
  }
  if (serverUrl?.protocol !== 'https:') problems.push(`SERVER_URL must be the site's https:// origin (it is ${env.SERVER_URL ? `"${env.SERVER_URL}"` : 'not set'}).`)
  if (env.DEMO_PASSWORD) problems.push('DEMO_PASSWORD is set: it is for test runs only; unset it.')
  const signing = signingKeyProblem(env)
  if (signing) problems.push(signing)
  return problems
}
