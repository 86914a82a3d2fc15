import type { Access, PayloadRequest } from 'payload'

export function userIsAdmin(user: PayloadRequest['user']): boolean {
  return (user as { role?: string } | null)?.role === 'admin'
}

export const isAdmin: Access = ({ req }) => userIsAdmin(req.user)
