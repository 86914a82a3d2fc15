import type { Payload } from 'payload'
import { NO_PORTAL_PASSWORD } from '../../collections/Users/hooks/portal-password'
import { keepCertificateHolderNames, settleDeletedAccount } from '../personal-data/settle-deleted-account'
import { newSecretToken } from './secret-token'
import { revokeUserSessions } from './revoke-sessions'

/**
 * Deleting an account keeps its row (course records and forum posts of other features point at it) but
 * erases everything personal: name, address, profile, photo, social links and every way to sign in. What is kept
 * and why (issued certificates, payments for the accounting period): docs/decisions/042 and the README's Privacy.
 */
export async function deleteAccount(payload: Payload, userId: number): Promise<void> {
  const requestedAt = new Date().toISOString()
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true })
  await keepCertificateHolderNames(payload, userId, user.fullName)
  await payload.update({
    collection: 'users',
    id: userId,
    data: {
      email: `deleted-${userId}-${Date.now()}@deleted.invalid`,
      fullName: 'Deleted account',
      password: newSecretToken(),
      passwordHash: null,
      googleSubject: null,
      linkedinSubject: null,
      isVerified: false,
      anonymisedAt: new Date().toISOString(),
      phoneNumber: null,
      gender: null,
      placeOfBirth: null,
      dateOfBirth: null,
      occupation: null,
      occupationOther: null,
      position: null,
      company: null,
      industrySector: null,
      universityName: null,
      educationAttainment: null,
      jobTitle: null,
      workExperience: null,
      province: null,
      city: null,
      zipCode: null,
      subscribe: false,
      description: null,
      photo: null,
      socmed: [],
    },
    context: { [NO_PORTAL_PASSWORD]: true },
    overrideAccess: true,
  })
  const photo = typeof user.photo === 'object' ? user.photo?.id : user.photo
  if (photo) await payload.delete({ collection: 'profile-photos', id: photo, overrideAccess: true }).catch(() => undefined)
  await payload.delete({ collection: 'account-tokens', where: { user: { equals: userId } }, overrideAccess: true })
  await revokeUserSessions(payload, userId)
  await settleDeletedAccount(payload, userId, requestedAt)
}
