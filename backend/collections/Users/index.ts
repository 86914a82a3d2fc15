import type { CollectionConfig } from 'payload'
import { forgotPasswordMail } from './forgot-password-mail'
import { staffOnlyAdminReset } from './hooks/staff-only-admin-reset'
import { adminOrSelf } from '../../access/admin-or-self'
import { isAdmin, userIsAdmin } from '../../access/is-admin'
import { userIsStaff } from '../../access/is-staff'
import { forgetContentHooks } from '../../lib/content-cache'
import { fail, NOT_FOUND_MESSAGE } from '../../lib/respond'
import { adminLoginGuard, clearAdminLoginAttempts, unlockLoginAttempts } from './hooks/admin-login-guard'
import { endSessionsOnCredentialChange, endSessionsOnPayloadReset } from './hooks/end-sessions-on-credential-change'
import { portalPassword } from './hooks/portal-password'
import { notificationPreferencesField } from './notification-preferences-field'
import { profileFields } from './profile-fields'
import { sessionListEndpoints } from './session-list-endpoints'

export const USER_TYPES = ['learner', 'lecturer', 'admin', 'mentor'] as const
export type TUserType = (typeof USER_TYPES)[number]
export const LOGIN_TYPES = ['default', 'google', 'linkedin'] as const

const forgetUsers = forgetContentHooks('users')
const adminOnly = { update: ({ req }: { req: { user: unknown } }) => userIsAdmin(req.user as never) }

/**
 * Accounts. The portal signs people in with its own sessions (docs/decisions/003-accounts-and-sessions.md):
 * the password lives as an argon2id hash in passwordHash; Payload's own password (PBKDF2, 600k rounds)
 * only opens /admin and is set for staff alone.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['fullName', 'email', 'role', 'isVerified', 'createdAt'], listSearchableFields: ['fullName', 'email'] },
  // Portal accounts are activated by the portal's own link (services/account/activate-account.ts); Payload's email
  // verification is off, yet it still routes POST /verify/:id, which answered 500. Listed first, this answers 404.
  endpoints: [{ path: '/verify/:id', method: 'post', handler: () => fail(404, NOT_FOUND_MESSAGE) }, ...sessionListEndpoints],
  auth: {
    // Payload's admin session cookie: Secure outside development, Lax so links from mail work.
    cookies: { secure: process.env.NODE_ENV === 'production', sameSite: 'Lax' },
    // Off: Payload's lock answered "locked" for known addresses only; hooks/admin-login-guard.ts counts per address.
    maxLoginAttempts: 0,
    forgotPassword: forgotPasswordMail,
  },
  // Sessions keep accounts in memory between calls (services/account/find-session.ts), courses their lecturers.
  // A new email or password ends the account's portal sessions, whichever path set it.
  hooks: {
    beforeChange: [portalPassword],
    beforeOperation: [adminLoginGuard, staffOnlyAdminReset],
    afterLogin: [clearAdminLoginAttempts],
    afterChange: [...forgetUsers.afterChange, endSessionsOnCredentialChange],
    afterDelete: forgetUsers.afterDelete,
    afterOperation: [endSessionsOnPayloadReset, unlockLoginAttempts],
  },
  access: {
    // Only staff may open /admin; learners use the portal.
    admin: ({ req }) => userIsStaff(req.user),
    create: isAdmin,
    read: adminOrSelf,
    update: adminOrSelf,
    delete: isAdmin,
    // Payload's default lets any CMS user lift another account's login lockout.
    unlock: isAdmin,
  },
  fields: [
    { name: 'fullName', type: 'text', required: true },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'learner',
      options: USER_TYPES.map((value) => ({ label: value, value })),
      saveToJWT: true,
      access: { update: ({ req }) => userIsAdmin(req.user), create: ({ req }) => userIsAdmin(req.user) },
    },
    {
      name: 'loginType',
      type: 'select',
      defaultValue: 'default',
      options: LOGIN_TYPES.map((value) => ({ label: value, value })),
      access: adminOnly,
    },
    // Accounts made by staff or the seed are active; self-registered ones wait for the activation link.
    { name: 'isVerified', type: 'checkbox', defaultValue: true, access: adminOnly },
    // argon2id; never leaves the server (hidden fields are not returned by any API).
    { name: 'passwordHash', type: 'text', hidden: true },
    // Social sign-in links the account by the provider's subject, never by email alone.
    { name: 'googleSubject', type: 'text', unique: true, index: true, access: adminOnly, admin: { readOnly: true } },
    { name: 'linkedinSubject', type: 'text', unique: true, index: true, access: adminOnly, admin: { readOnly: true } },
    { name: 'anonymisedAt', type: 'date', access: adminOnly, admin: { readOnly: true } },
    ...profileFields,
    notificationPreferencesField,
  ],
}
