import type { Payload } from 'payload'
import { NO_PORTAL_PASSWORD } from '../../../collections/Users/hooks/portal-password'
import type { User } from '../../../payload-types'
import { findUserByEmail } from '../find-user-by-email'
import { newSecretToken } from '../secret-token'
import type { TProviderProfile } from './provider-profile'
import type { TSocialProvider } from './providers'

export type TSocialResult = { user: User; error?: never } | { user?: never; error: 'notRegistered' | 'emailInUse' | 'unverifiedEmail' }

const subjectField = (provider: TSocialProvider) => (provider === 'google' ? 'googleSubject' : 'linkedinSubject')

/**
 * Finds the account a provider's subject is linked to. An existing account with the same address is
 * linked only when the provider vouches for the address (email_verified): the subject, not the email,
 * is the link from then on. With `register`, a new learner account is created (active: the provider
 * verified the address).
 */
export async function socialSignIn(
  payload: Payload,
  provider: TSocialProvider,
  profile: TProviderProfile,
  register?: { fullName: string },
): Promise<TSocialResult> {
  const field = subjectField(provider)
  const { docs } = await payload.find({ collection: 'users', where: { [field]: { equals: profile.subject } }, limit: 1, depth: 0, overrideAccess: true })
  if (docs[0]) return docs[0].anonymisedAt ? { error: 'notRegistered' } : { user: docs[0] }

  const byEmail = await findUserByEmail(payload, profile.email)
  if (byEmail) {
    if (!profile.emailVerified) return { error: 'unverifiedEmail' }
    if (byEmail[field]) return { error: 'emailInUse' }
    const linked = await payload.update({ collection: 'users', id: byEmail.id, data: { [field]: profile.subject, isVerified: true }, overrideAccess: true })
    return { user: linked }
  }
  if (!register) return { error: 'notRegistered' }
  if (!profile.emailVerified) return { error: 'unverifiedEmail' }
  const user = await payload.create({
    collection: 'users',
    data: {
      email: profile.email,
      fullName: register.fullName || profile.name,
      role: 'learner',
      loginType: provider,
      isVerified: true,
      [field]: profile.subject,
      // No portal password: these accounts sign in through their provider only.
      password: newSecretToken(),
      passwordHash: null,
    },
    context: { [NO_PORTAL_PASSWORD]: true },
    overrideAccess: true,
  })
  return { user }
}
