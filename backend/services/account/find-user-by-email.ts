import type { Payload } from 'payload'
import type { User } from '../../payload-types'

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

/** The account holding an email, with its hidden password hash; anonymised accounts hold none. */
export async function findUserByEmail(payload: Payload, email: string): Promise<User | null> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: normalizeEmail(email) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  return docs[0] ?? null
}
