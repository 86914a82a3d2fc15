import 'server-only'
import { createHash } from 'node:crypto'
import { payloadSecret } from '../../../../../lib/runtime/secret'

/** next-auth's cookie secret, derived from the app secret; finish-social-login reads next-auth's nonce cookie with it. */
export const nextAuthSecret = () => createHash('sha256').update(`next-auth:${payloadSecret()}`).digest('hex')
