import { siteUrl } from '../../../../lib/seo/site-url'
import { signingKey } from './signing-key'

/** The institute's DID: did:web of the site's origin, so its key document is at <origin>/.well-known/did.json. */
export function issuerDid(): string {
  return `did:web:${encodeURIComponent(siteUrl().host)}`
}

export const issuerKeyId = () => `${issuerDid()}#key-1`

/** The DID document a verifier resolves the issuer to: the public half of the signing key only. */
export function didDocument() {
  const did = issuerDid()
  const kid = issuerKeyId()
  return {
    '@context': ['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/suites/jws-2020/v1'],
    id: did,
    verificationMethod: [{ id: kid, type: 'JsonWebKey2020', controller: did, publicKeyJwk: signingKey().publicJwk }],
    assertionMethod: [kid],
    authentication: [kid],
  }
}
