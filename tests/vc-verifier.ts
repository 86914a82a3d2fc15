import { Bitstring } from '@digitalbazaar/bitstring'
import { verifyCredential } from 'did-jwt-vc'
import { Resolver, type DIDDocument } from 'did-resolver'

/** did:web → the URL of its DID document (W3C did:web method: host with %3A for a port, path segments after). */
export function didWebUrl(did: string): URL {
  const [host, ...segments] = did.slice('did:web:'.length).split(':').map(decodeURIComponent)
  return new URL(segments.length ? `https://${host}/${segments.join('/')}/did.json` : `https://${host}/.well-known/did.json`)
}

/** A standard did-resolver whose did:web lookups go through `fetchDocument` (the test's HTTP, no network). */
export function webResolver(fetchDocument: (url: URL) => Promise<DIDDocument>): Resolver {
  return new Resolver({
    web: async (did) => ({ didDocument: await fetchDocument(didWebUrl(did)), didDocumentMetadata: {}, didResolutionMetadata: { contentType: 'application/did+json' } }),
  })
}

/** What a relying party does: verify the VC-JWT with did-jwt-vc, then read its bit in the signed status list. */
export async function verifyWithStatus(jwt: string, resolver: Resolver, fetchStatusList: (url: string) => Promise<string>) {
  const verified = await verifyCredential(jwt, resolver)
  const status = verified.verifiableCredential.credentialStatus as unknown as { statusListCredential: string; statusListIndex: string; statusPurpose: string }
  const list = await verifyCredential(await fetchStatusList(status.statusListCredential), resolver)
  const subject = list.verifiableCredential.credentialSubject as { encodedList: string; statusPurpose: string }
  if (subject.statusPurpose !== status.statusPurpose) throw new Error('status purpose mismatch')
  const bits = new Bitstring({ buffer: await Bitstring.decodeBits({ encoded: subject.encodedList.replace(/^u/, '') }) })
  return { verified, revoked: bits.get(Number(status.statusListIndex)), listIssuer: list.issuer }
}
