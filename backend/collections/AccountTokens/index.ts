import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'

export const ACCOUNT_TOKEN_KINDS = ['activation', 'reset-password', 'email-otp'] as const
export type TAccountTokenKind = (typeof ACCOUNT_TOKEN_KINDS)[number]

/**
 * Single-use, expiring secrets sent by mail: activation links, password-reset links, email-change codes.
 * Stored hashed; redeemed by one conditional update (usedAt still empty), so a token works once even
 * when two requests race (docs/decisions/001).
 */
export const AccountTokens: CollectionConfig = {
  slug: 'account-tokens',
  admin: { useAsTitle: 'kind', defaultColumns: ['kind', 'user', 'expiresAt', 'usedAt'] },
  access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
  fields: [
    { name: 'kind', type: 'select', required: true, options: ACCOUNT_TOKEN_KINDS.map((value) => ({ label: value, value })) },
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'usedAt', type: 'date' },
    // The new address of an email change travels with its code.
    { name: 'email', type: 'email' },
    { name: 'attempts', type: 'number', defaultValue: 0 },
  ],
}
