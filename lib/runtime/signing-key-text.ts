import { createPrivateKey, type JsonWebKey, type KeyObject } from 'node:crypto'

/**
 * The private key in CERTIFICATE_SIGNING_KEY's text: a JWK (starts with `{`) or a PKCS#8 PEM. Throws when it is
 * neither; the caller checks the type (`isEd25519`). Shared by the start guard and the signer (decision 039).
 */
export function parseSigningKeyText(text: string): KeyObject {
  const trimmed = text.trim()
  return trimmed.startsWith('{') ? createPrivateKey({ key: JSON.parse(trimmed) as JsonWebKey, format: 'jwk' }) : createPrivateKey(trimmed)
}

export const isEd25519 = (key: KeyObject) => key.asymmetricKeyType === 'ed25519'
