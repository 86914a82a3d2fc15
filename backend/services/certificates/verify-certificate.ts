import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { Course, User } from '../../payload-types'
import { certificateMessage } from './messages'
import { normalizeCode } from './verification-code'

export type TCertificateView = {
  certificateId: number
  code: string
  holderName: string
  courseId: number
  courseSlug: string
  courseName: string
  issuedAt: string
  revoked: boolean
  revokedAt: string | null
  revokedReason: string | null
}

export type TVerification = { status: 'valid' | 'revoked' | 'unknown'; message: string; certificate: TCertificateView | null }

/** A certificate with its holder and course, in the reader's language. */
export async function findCertificateByCode(payload: Payload, input: string, locale: Locale): Promise<TCertificateView | null> {
  const code = normalizeCode(input)
  if (!code) return null
  const { docs } = await payload.find({ collection: 'certificates', where: { code: { equals: code } }, depth: 1, limit: 1, locale, overrideAccess: true })
  const doc = docs[0]
  if (!doc || typeof doc.user !== 'object' || typeof doc.course !== 'object') return null
  const user = doc.user as User
  const course = doc.course as Course
  return {
    certificateId: doc.id,
    code: doc.code,
    // As issued; certificates issued before the name was kept show the account's name.
    holderName: doc.holderName || user.fullName,
    courseId: course.id,
    courseSlug: course.slug,
    courseName: course.name,
    issuedAt: doc.issuedAt,
    revoked: !!doc.revoked,
    revokedAt: doc.revokedAt ?? null,
    revokedReason: doc.revoked ? (doc.revokedReason ?? null) : null,
  }
}

/** Whether a code is genuine: valid (naming holder and course), revoked, or unknown. */
export async function verifyCertificate(payload: Payload, code: string, locale: Locale): Promise<TVerification> {
  const certificate = await findCertificateByCode(payload, code, locale)
  if (!certificate) return { status: 'unknown', message: certificateMessage('unknown', locale), certificate: null }
  const status = certificate.revoked ? 'revoked' : 'valid'
  return { status, message: certificateMessage(status, locale), certificate }
}
