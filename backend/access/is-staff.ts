import type { Access, PayloadRequest } from 'payload'

export const STAFF_ROLES = ['admin', 'lecturer', 'mentor'] as const

export function userIsStaff(user: PayloadRequest['user']): boolean {
  const role = (user as { role?: string } | null)?.role
  return !!role && (STAFF_ROLES as readonly string[]).includes(role)
}

export const isStaff: Access = ({ req }) => userIsStaff(req.user)
