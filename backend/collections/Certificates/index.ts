import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'

// Who holds what, and since when, is fixed at issue; an admin only revokes (or restores) a certificate.
const fixedAtIssue = { update: () => false }

/**
 * A learner's e-certificate for a completed course. Issued only by `issueCertificateIfComplete` (never through
 * the REST API); the unique (user, course) index makes "issued once" hold under concurrent completion
 * (docs/decisions/001). An admin revokes it here; the code then verifies as revoked.
 */
export const Certificates: CollectionConfig = {
  slug: 'certificates',
  admin: { useAsTitle: 'code', defaultColumns: ['code', 'user', 'course', 'issuedAt', 'revoked'], listSearchableFields: ['code'] },
  // Admin only: a lecturer or mentor must not restore a certificate an admin revoked (docs/decisions/016).
  access: { read: isAdmin, create: () => false, update: isAdmin, delete: isAdmin },
  indexes: [{ fields: ['user', 'course'], unique: true }],
  hooks: {
    beforeChange: [
      ({ data, originalDoc }) => {
        // Revoking stamps the moment; un-revoking clears it, so revokedAt always matches the flag.
        if (data.revoked && !originalDoc?.revoked) data.revokedAt = new Date().toISOString()
        if (data.revoked === false) data.revokedAt = null
        return data
      },
    ],
  },
  fields: [
    { name: 'code', type: 'text', required: true, unique: true, index: true, access: fixedAtIssue, admin: { readOnly: true } },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true, access: fixedAtIssue, admin: { readOnly: true } },
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true, access: fixedAtIssue, admin: { readOnly: true } },
    { name: 'issuedAt', type: 'date', required: true, access: fixedAtIssue, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    // The name printed at issue: verification keeps showing it after the account is deleted (docs/decisions/042).
    { name: 'holderName', type: 'text', access: fixedAtIssue, admin: { readOnly: true } },
    { name: 'revoked', type: 'checkbox', defaultValue: false },
    { name: 'revokedAt', type: 'date', admin: { readOnly: true, condition: (data) => !!data?.revoked } },
    { name: 'revokedReason', type: 'textarea', admin: { condition: (data) => !!data?.revoked } },
  ],
}
