import type { CollectionConfig } from 'payload'
import { adminOrSelf } from '../../access/admin-or-self'
import { isAdmin, userIsAdmin } from '../../access/is-admin'
import { userIsStaff } from '../../access/is-staff'

export const USER_TYPES = ['learner', 'lecturer', 'admin', 'mentor'] as const
export type TUserType = (typeof USER_TYPES)[number]

export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['fullName', 'email', 'role'] },
  auth: {
    // Payload's admin session cookie: Secure outside development, Lax so links from mail work.
    cookies: { secure: process.env.NODE_ENV === 'production', sameSite: 'Lax' },
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
  },
  access: {
    // Only staff may open /admin; learners use the portal.
    admin: ({ req }) => userIsStaff(req.user),
    create: isAdmin,
    read: adminOrSelf,
    update: adminOrSelf,
    delete: isAdmin,
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
      options: ['default', 'google', 'linkedin'].map((value) => ({ label: value, value })),
    },
  ],
}
