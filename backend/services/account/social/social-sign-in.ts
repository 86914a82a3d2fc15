import type { Payload } from 'payload'
import { NO_PORTAL_PASSWORD } from '../../../collections/Users/hooks/portal-password'
import type { User } from '../../../payload-types'
import { findUserByEmail } from '../find-user-by-email'
import { revokeUserSessions } from '../revoke-sessions'
import { newSecretToken } from '../secret-token'
import type { TProviderProfile } from './verify-id-token'
import type { TSocialProvider } from './providers'

export type TSocialResult = { user: User; error?: never } | { user?: never; error: 'notRegistered' | 'emailInUse' | 'unverifiedEmail' }

const subjectField = (provider: TSocialProvider) => (provider === 'google' ? 'googleSubject' : 'linkedinSubject')

/** No portal password: the account signs in through its provider only (Payload's password is an unknown random one). */
const noPassword = () => ({ password: newSecretToken(), passwordHash: null })

/**
 * Links the provider to an account registered with this address. A verified account was proven by its
 * owner's mailbox and keeps its password. An unverified one was never proven: whoever registered it may
 * not own the address (pre-registration takeover), so it becomes the provider's account as if the
 * provider had registered it: its password, sessions and unused mail tokens (activation, reset, OTP) end.
 */
async function linkExisting(payload: Payload, provider: TSocialProvider, user: User, profile: TProviderProfile): Promise<User> {
  const field = subjectField(provider)
  if (user.isVerified) return payload.update({ collection: 'users', id: user.id, data: { [field]: profile.subject }, overrideAccess: true })
  const linked = await payload.update({
    collection: 'users',
    id: user.id,
    data: { [field]: profile.subject, isVerified: true, loginType: provider, fullName: profile.name, ...noPassword() },
    context: { [NO_PORTAL_PASSWORD]: true },
    overrideAccess: true,
  })
  await payload.delete({ collection: 'account-tokens', where: { user: { equals: user.id } }, overrideAccess: true })
  await revokeUserSessions(payload, user.id)
  return linked
}

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
    return { user: await linkExisting(payload, provider, byEmail, profile) }
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
      ...noPassword(),
    },
    context: { [NO_PORTAL_PASSWORD]: true },
    overrideAccess: true,
  })
  return { user }
}
