import { createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { isProductionApp } from '../../../../lib/runtime/app-env'
import { isMultiInstance } from '../../../../lib/runtime/production-guard'
import { isEd25519, parseSigningKeyText } from '../../../../lib/runtime/signing-key-text'

export type TSigningKey = { seed: Uint8Array; publicJwk: { kty: 'OKP'; crv: 'Ed25519'; x: string } }

/** Where a local install keeps its generated key (like data/.payload-secret): readable by its owner only. */
export const KEY_FILE = 'data/.certificate-signing-key.jwk'

function parseKey(text: string): KeyObject {
  const key = parseSigningKeyText(text)
  if (!isEd25519(key)) throw new Error('CERTIFICATE_SIGNING_KEY must be an Ed25519 private key (a JWK with kty OKP, crv Ed25519, or a PKCS#8 PEM).')
  return key
}

function readOrGenerate(): KeyObject {
  const configured = process.env.CERTIFICATE_SIGNING_KEY
  if (configured) return parseKey(configured)
  // Each instance would generate its own, and credentials signed by one would not match the published key.
  if (isProductionApp()) throw new Error('APP_ENV=production needs CERTIFICATE_SIGNING_KEY; a key generated into data/ is for local runs.')
  if (isMultiInstance()) throw new Error('MULTI_INSTANCE=true needs one CERTIFICATE_SIGNING_KEY shared by every instance.')
  const file = path.resolve(process.cwd(), KEY_FILE)
  try {
    return parseKey(fs.readFileSync(file, 'utf8'))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    const { privateKey } = generateKeyPairSync('ed25519')
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, JSON.stringify(privateKey.export({ format: 'jwk' })), { mode: 0o600 })
    return privateKey
  }
}

let cached: { source: string | undefined; key: TSigningKey } | null = null

/**
 * The institute's credential signing key (Ed25519): CERTIFICATE_SIGNING_KEY (a private JWK or PKCS#8 PEM), else one
 * generated once into data/. Only its public half ever leaves the server (the DID document).
 */
export function signingKey(): TSigningKey {
  const source = process.env.CERTIFICATE_SIGNING_KEY
  if (cached && cached.source === source) return cached.key
  const privateKey = readOrGenerate()
  const jwk = privateKey.export({ format: 'jwk' }) as { d: string; x: string }
  const publicJwk = createPublicKey(privateKey).export({ format: 'jwk' }) as { x: string }
  const key: TSigningKey = { seed: new Uint8Array(Buffer.from(jwk.d, 'base64url')), publicJwk: { kty: 'OKP', crv: 'Ed25519', x: publicJwk.x } }
  cached = { source, key }
  return key
}
