import type { Payload } from 'payload'
import type { TProfileFields } from '../../../lib/contracts/account/schemas'

/** Edit-profile: only the profile fields; role, email, login type and verification are not the member's to set. */
export async function updateProfile(payload: Payload, userId: number, fields: TProfileFields): Promise<void> {
  await payload.update({
    collection: 'users',
    id: userId,
    data: { ...fields, dateOfBirth: fields.dateOfBirth || null, gender: fields.gender || null },
    overrideAccess: true,
  })
}
