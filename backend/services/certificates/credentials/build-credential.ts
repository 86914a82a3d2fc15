import { createHash, randomBytes } from 'node:crypto'
import type { Locale } from '../../../../lib/i18n/config'
import { statusPosition } from './status-list'

export const VC_CONTEXT = 'https://www.w3.org/2018/credentials/v1'
export const OB_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.2.json'
export const STATUS_CONTEXT = 'https://www.w3.org/ns/credentials/status/v1'

export type TCredentialInput = {
  credentialUrl: string
  issuer: { did: string; name: string; url: string }
  holder: { name: string; email: string }
  course: { url: string; name: string; description: string; locale: Locale }
  issuedAt: string
  certificateId: number
  statusListUrl: (list: number) => string
}

/** The holder's e-mail as an Open Badges IdentityObject: salted SHA-256, so the file proves it without showing it. */
export function hashedEmail(email: string, salt = randomBytes(8).toString('hex')) {
  const hash = createHash('sha256').update(email.trim().toLowerCase() + salt).digest('hex')
  return { type: 'IdentityObject', identityType: 'emailAddress', hashed: true, identityHash: `sha256$${hash}`, salt }
}

/** Where a certificate's revocation bit is published (Bitstring Status List v1.0). */
export function statusEntry(certificateId: number, statusListUrl: (list: number) => string) {
  const { list, index } = statusPosition(certificateId)
  const url = statusListUrl(list)
  return { id: `${url}#${index}`, type: 'BitstringStatusListEntry', statusPurpose: 'revocation', statusListIndex: String(index), statusListCredential: url }
}

/**
 * An e-certificate as an Open Badges 3.0 OpenBadgeCredential (W3C VC data model 1.1): the institute as issuer
 * Profile, the holder as AchievementSubject, the course as Achievement named in the certificate's language.
 */
export function buildOpenBadgeCredential(input: TCredentialInput) {
  const { course, holder, issuer } = input
  return {
    '@context': [VC_CONTEXT, OB_CONTEXT, STATUS_CONTEXT],
    id: input.credentialUrl,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: course.name,
    issuer: { id: issuer.did, type: ['Profile'], name: issuer.name, url: issuer.url },
    issuanceDate: new Date(input.issuedAt).toISOString(),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: holder.name }, hashedEmail(holder.email)],
      achievement: {
        id: course.url,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: course.name,
        description: course.description,
        criteria: { narrative: course.description },
        inLanguage: course.locale,
      },
    },
    credentialStatus: statusEntry(input.certificateId, input.statusListUrl),
  }
}

export type TOpenBadgeCredential = ReturnType<typeof buildOpenBadgeCredential>

/** The Bitstring Status List credential of list `list`, its bits already encoded. */
export function buildStatusListCredential(input: { url: string; issuerDid: string; encodedList: string; validFrom: string }) {
  return {
    '@context': [VC_CONTEXT, STATUS_CONTEXT],
    id: input.url,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: input.issuerDid,
    issuanceDate: input.validFrom,
    credentialSubject: { id: `${input.url}#list`, type: 'BitstringStatusList', statusPurpose: 'revocation', encodedList: input.encodedList },
  }
}

