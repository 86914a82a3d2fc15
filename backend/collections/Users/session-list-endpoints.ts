import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'
import { withKeyLock } from '../../lib/key-lock'
import { normalizeEmail } from '../../services/account/find-user-by-email'

type TAccountKey = (req: PayloadRequest) => Promise<string | null>

/** The address a sign-in names, read from a copy of the body (Payload's own handler reads the body itself). */
const signInAddress: TAccountKey = async (req) => {
  try {
    const copy = req.clone?.()
    if (!copy) return null
    const type = req.headers.get('content-type') ?? ''
    let data: unknown
    if (type.startsWith('application/json')) data = await copy.json()
    else if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
      const form = await copy.formData()
      const inner = form.get('_payload')
      data = typeof inner === 'string' ? JSON.parse(inner) : Object.fromEntries(form)
    }
    const fields = (data ?? {}) as { email?: unknown; username?: unknown }
    const address = typeof fields.email === 'string' && fields.email.trim() ? fields.email : fields.username
    return typeof address === 'string' && address.trim() ? normalizeEmail(address) : null
  } catch {
    return null
  }
}

const signedInAddress: TAccountKey = async (req) => {
  const email = (req.user as { email?: unknown } | null)?.email
  return typeof email === 'string' ? normalizeEmail(email) : null
}

/**
 * Payload's sign-in, token refresh and sign-out each read the account, change its session list (`sessions`) and
 * write the whole account back, outside one transaction. Two at once for one account (a double click on
 * "Masuk", a second tab) lost one's session, whose token then answered 403. Listed before Payload's own
 * endpoints, these run Payload's handler one call per account at a time (backend/lib/key-lock.ts).
 */
function oneAtATimePerAccount(path: string, accountOf: TAccountKey): Endpoint {
  // Payload's own endpoint, found in the collection's list on the first call (the list is fixed once Payload starts).
  let payloadOwn: Endpoint | undefined
  const handler: PayloadHandler = async (req) => {
    const endpoints = req.payload.collections.users.config.endpoints || []
    payloadOwn ??= endpoints.findLast((endpoint) => endpoint.path === path && endpoint.method === 'post' && endpoint.handler !== handler)
    if (!payloadOwn) throw new Error(`Payload's own POST /users${path} is missing`)
    const account = await accountOf(req)
    const own = payloadOwn.handler
    return account ? withKeyLock(`users.sessions:${account}`, async () => own(req)) : own(req)
  }
  return { path, method: 'post', handler }
}

export const sessionListEndpoints: Endpoint[] = [
  oneAtATimePerAccount('/login', signInAddress),
  oneAtATimePerAccount('/refresh-token', signedInAddress),
  oneAtATimePerAccount('/logout', signedInAddress),
]
