import { titleSlug } from '../../../lib/format/slug'
import type { Locale } from '../../../lib/i18n/config'
import { buildPath } from '../../../lib/i18n/resolve-path'
import { siteUrl } from '../../../lib/seo/site-url'

const absolute = (pathname: string) => new URL(pathname, siteUrl()).href

/** The public verification page of a code: what the PDF's QR code and printed link point at. */
export function verificationUrl(code: string, locale: Locale = 'id'): string {
  return absolute(buildPath('/education/online-course/certificate/[slug]', locale, { slug: code }))
}

/** The public snapshot of a certificate, the page shared to a professional profile. */
export function snapshotUrl(course: { slug: string; name: string }, code: string, locale: Locale = 'id'): string {
  return absolute(buildPath('/snapshot-certificate/[slug]/[title]/[id]', locale, { slug: course.slug, title: titleSlug(course.name), id: code }))
}

/** The institute's name on credentials and LinkedIn (CERTIFICATE_ISSUER_NAME, default the site's name). */
export const issuerName = () => process.env.CERTIFICATE_ISSUER_NAME || 'LPI Learning'

/**
 * LinkedIn's "add to profile" form, prefilled with the certification (documented add-to-profile URL): the
 * institute's LinkedIn page when LINKEDIN_ORGANIZATION_ID is set, else its name.
 */
export function linkedInAddToProfileUrl(input: { courseName: string; code: string; issuedAt: string; url: string }): string {
  const issued = new Date(input.issuedAt)
  const organizationId = process.env.LINKEDIN_ORGANIZATION_ID?.trim()
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: input.courseName,
    ...(organizationId && /^\d+$/.test(organizationId) ? { organizationId } : { organizationName: issuerName() }),
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: input.url,
    certId: input.code,
  })
  return `https://www.linkedin.com/profile/add?${params.toString()}`
}
