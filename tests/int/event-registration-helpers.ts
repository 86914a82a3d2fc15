import { REST_GET } from '@payloadcms/next/routes'
import { createSession } from '../../backend/services/account/create-session'
import { ORIGIN } from './account/http'
import { loadTestConfig } from './setup/config'
import { getTestPayload, unique } from './setup/payload'

/**
 * A verified account of a role with an open session, made directly (the sign-up flow has its own tests):
 * the concurrency test needs many members quickly.
 */
export async function memberWithSession(role: 'learner' | 'lecturer' | 'admin' | 'mentor' = 'learner') {
  const payload = await getTestPayload()
  const email = `${unique(role)}@example.test`
  const user = await payload.create({
    collection: 'users',
    data: { email, password: 'Unused-Password-1!', fullName: `Peserta ${unique('n')}`, role, isVerified: true, loginType: 'default' },
    overrideAccess: true,
  })
  const session = await createSession(payload, user)
  return { id: user.id, email, token: session.token }
}

/** A GET through Payload's route handler answering text (the CSV export), as tests/int/account/http.ts does for JSON. */
export async function getText(path: string, options: { token?: string; locale?: 'id' | 'en' } = {}) {
  const url = new URL(path, `${ORIGIN}/api/`)
  const headers = new Headers({ host: 'localhost:3000' })
  if (options.token) headers.set('authorization', `Bearer ${options.token}`)
  if (options.locale) headers.set('accept-language', options.locale)
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const response = await REST_GET(loadTestConfig())(new Request(url, { headers }), { params: Promise.resolve({ slug }) })
  return { status: response.status, headers: response.headers, text: await response.text() }
}
