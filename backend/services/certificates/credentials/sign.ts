import { EdDSASigner } from 'did-jwt'
import { createVerifiableCredentialJwt } from 'did-jwt-vc'
import type { Payload } from 'payload'
import type { Locale } from '../../../../lib/i18n/config'
import { buildPath } from '../../../../lib/i18n/resolve-path'
import { titleSlug } from '../../../../lib/format/slug'
import { siteUrl } from '../../../../lib/seo/site-url'
import type { Course, User } from '../../../payload-types'
import { issuerName, verificationUrl } from '../certificate-links'
import { buildOpenBadgeCredential, buildStatusListCredential, type TOpenBadgeCredential } from './build-credential'
import { issuerDid, issuerKeyId } from './issuer'
import { signingKey } from './signing-key'
import { encodeStatusList, STATUS_LIST_SIZE } from './status-list'

/** The public URL of status list `list` (stable: verifiers keep the credential's link for years). */
export const statusListUrl = (list: number) => new URL(`/api/credentials/status?list=${list}`, siteUrl()).href

const CRITERIA = {
  id: 'Menyelesaikan seluruh materi kursus daring {course} (dan ujian akhirnya, bila ada) di LPI Learning.',
  en: 'Completed every lecture of the online course {course} (and its final exam, if any) at LPI Learning.',
} as const

/** Signs a credential as a VC-JWT (EdDSA, Ed25519) with the institute's key; the header names the key in its DID. */
export async function signCredential(credential: TOpenBadgeCredential | ReturnType<typeof buildStatusListCredential>): Promise<string> {
  const key = signingKey()
  return createVerifiableCredentialJwt(credential, { did: issuerDid(), signer: EdDSASigner(key.seed), alg: 'EdDSA' }, { header: { alg: 'EdDSA', kid: issuerKeyId() } })
}

/** A certificate's Open Badges 3.0 credential, signed, with the course named in `locale`; null for an unknown id. */
export async function certificateCredentialJwt(payload: Payload, certificateId: number, locale: Locale): Promise<string | null> {
  const row = await payload.findByID({ collection: 'certificates', id: certificateId, depth: 1, locale, overrideAccess: true, disableErrors: true })
  if (!row || typeof row.user !== 'object' || typeof row.course !== 'object') return null
  const user = row.user as User
  const course = row.course as Course
  const courseUrl = new URL(buildPath('/education/online-course/[slug]/[title]', locale, { slug: course.slug, title: titleSlug(course.name) }), siteUrl()).href
  const credential = buildOpenBadgeCredential({
    credentialUrl: verificationUrl(row.code, locale),
    issuer: { did: issuerDid(), name: issuerName(), url: siteUrl().origin },
    holder: { name: row.holderName || user.fullName, email: user.email },
    course: { url: courseUrl, name: course.name, description: CRITERIA[locale].replace('{course}', course.name), locale },
    issuedAt: row.issuedAt,
    certificateId: row.id,
    statusListUrl,
  })
  return signCredential(credential)
}

/** Status list `list`, signed: bit (certificate id mod 131,072) is set for every revoked certificate in it. */
export async function statusListJwt(payload: Payload, list: number): Promise<string> {
  const first = list * STATUS_LIST_SIZE
  const { docs } = await payload.find({
    collection: 'certificates',
    where: { and: [{ revoked: { equals: true } }, { id: { greater_than_equal: first } }, { id: { less_than: first + STATUS_LIST_SIZE } }] },
    depth: 0,
    pagination: false,
    select: { revoked: true },
    overrideAccess: true,
  })
  const credential = buildStatusListCredential({
    url: statusListUrl(list),
    issuerDid: issuerDid(),
    encodedList: encodeStatusList(docs.map((doc) => doc.id - first)),
    validFrom: new Date().toISOString(),
  })
  return signCredential(credential)
}
