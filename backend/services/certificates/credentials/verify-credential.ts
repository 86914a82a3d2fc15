import { verifyCredential } from 'did-jwt-vc'
import { Resolver } from 'did-resolver'
import type { Payload } from 'payload'
import type { Locale } from '../../../../lib/i18n/config'
import { certificateMessage } from '../messages'
import { findCertificateByCode, type TVerification } from '../verify-certificate'
import { didDocument, issuerDid } from './issuer'
import { statusEntry } from './build-credential'
import { statusListUrl } from './sign'

/** Only this institute's DID resolves, to its own document: a credential from anyone else is not ours to vouch for. */
const ownResolver = () =>
  new Resolver({
    web: async (did) =>
      did === issuerDid()
        ? { didDocument: didDocument(), didDocumentMetadata: {}, didResolutionMetadata: { contentType: 'application/did+json' } }
        : { didDocument: null, didDocumentMetadata: {}, didResolutionMetadata: { error: 'notFound' } },
  })

export type TCredentialVerification = Omit<TVerification, 'status'> & { status: TVerification['status'] | 'invalid' }

/**
 * Checks a credential file as an outside verifier would (did-jwt-vc: signature by the institute's key), then its
 * certificate's live status: valid, revoked, or invalid (not signed by us, altered, or naming no certificate).
 */
export async function verifyCredentialFile(payload: Payload, jwt: string, locale: Locale): Promise<TCredentialVerification> {
  const invalid: TCredentialVerification = { status: 'invalid', message: certificateMessage('credentialInvalid', locale), certificate: null }
  let credential: { id?: string; credentialStatus?: { statusListIndex?: string; statusListCredential?: string } }
  try {
    credential = (await verifyCredential(jwt.trim(), ownResolver())).verifiableCredential as typeof credential
  } catch {
    return invalid
  }
  const code = credential.id?.split('/').pop() ?? ''
  const certificate = await findCertificateByCode(payload, code, locale)
  if (!certificate) return invalid
  // The status entry must point at this certificate's own bit, or a revoked credential could borrow another's.
  const own = statusEntry(certificate.certificateId, statusListUrl)
  if (credential.credentialStatus?.statusListCredential !== own.statusListCredential || credential.credentialStatus?.statusListIndex !== own.statusListIndex) return invalid
  const status = certificate.revoked ? 'revoked' : 'valid'
  return { status, message: certificateMessage(status, locale), certificate }
}
