import { REST_DELETE, REST_GET, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import type { Endpoint } from 'payload'
import { expect } from 'vitest'
import type { TAudience } from '../../../backend/endpoints/handlers'
import { endpoints } from '../../../backend/endpoints'
import { masterEndpoints } from '../../../backend/endpoints/master'
import { createSession } from '../../../backend/services/account/create-session'
import { freshIp, ORIGIN } from '../account/http'
import { loadTestConfig } from '../setup/config'
import { createUser, getTestPayload } from '../setup/payload'

export type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
const handlers = { GET: REST_GET, POST: REST_POST, PUT: REST_PUT, PATCH: REST_PATCH, DELETE: REST_DELETE }

export type TRawOptions = {
  headers?: Record<string, string>
  body?: BodyInit
  json?: unknown
  /** The portal session as `Authorization: Bearer`. */
  token?: string
  /** The portal session as the auth-token cookie. */
  cookie?: string
  /** A Payload JWT as `Authorization: JWT` (what /admin's REST calls carry besides its cookie). */
  jwt?: string
}
export type TRawResult = { status: number; text: string; message: unknown; headers: Headers }

/** One call through Payload's route handlers with exactly the headers given (no Origin unless set). */
export async function rawCall(method: TMethod, path: string, options: TRawOptions = {}): Promise<TRawResult> {
  const url = new URL(path.replace(/^\//, ''), `${ORIGIN}/api/`)
  const headers = new Headers({ host: 'localhost:3000', 'x-forwarded-for': freshIp(), ...options.headers })
  if (options.token) headers.set('authorization', `Bearer ${options.token}`)
  if (options.cookie) headers.set('cookie', `auth-token=${options.cookie}`)
  if (options.jwt) headers.set('authorization', `JWT ${options.jwt}`)
  let body = options.body
  if (options.json !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(options.json)
  }
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const request = new Request(url, { method, headers, body: method === 'GET' ? undefined : body })
  const response = await handlers[method](loadTestConfig())(request, { params: Promise.resolve({ slug }) })
  const text = await response.text()
  let message: unknown
  try {
    message = text ? (JSON.parse(text) as { message?: unknown; errors?: { message?: unknown }[] }) : undefined
  } catch {
    message = undefined
  }
  const parsed = message as { message?: unknown; errors?: { message?: unknown }[] } | undefined
  return { status: response.status, text, message: parsed?.message ?? parsed?.errors?.[0]?.message, headers: response.headers }
}

export type TApiCall = { method: TMethod; path: string; label: string; declared: TAudience | 'public' }

// Payload appends its own root calls (permissions, Open Graph image) to the same array once it starts.
const PAYLOAD_ROOT_PATHS = new Set(['/access', '/og'])

/** Every call of backend/endpoints (so a new endpoint is in the matrix the day it lands); path parameters get `1`. */
export function apiCalls(): TApiCall[] {
  return endpoints.filter((endpoint) => !PAYLOAD_ROOT_PATHS.has(endpoint.path)).map((endpoint: Endpoint) => {
    const method = endpoint.method.toUpperCase() as TMethod
    const path = endpoint.path.replace(/:[A-Za-z_]+\??/g, '1')
    const declared = (endpoint.handler as { audience?: TAudience }).audience ?? 'public'
    return { method, path, label: `${method} ${endpoint.path}`, declared }
  })
}

/**
 * Calls that may answer without a session. Everything under /static, /faq and the master option lists is
 * public content; any other call answering without a session must be listed here, on purpose.
 */
export const PUBLIC_PREFIXES = ['/static/', '/faq/', '/search/master/', '/cp3p/about/']
export const GUEST_CALLS = new Set([
  // A load balancer's probes: status words only, no versions, hosts or error texts.
  'GET /health',
  'GET /ready',
  ...masterEndpoints.map((endpoint) => `${endpoint.method.toUpperCase()} ${endpoint.path}`),
  'GET /user/account/bot-check',
  'GET /user/account/check-duplicate',
  'GET /user/account/session-expired',
  'POST /user/account/register',
  'POST /user/account/validate',
  'POST /user/account/login',
  'POST /user/account/logout',
  'POST /user/account/reset',
  'PUT /user/account/reset-password',
  'POST /user/account/login-google',
  'POST /user/account/register-google',
  'POST /user/account/login-linkedin',
  'POST /tracking/user/activity-visitor',
  // The course catalogue and a course's enrol page are public; everything inside a course is not.
  'GET /online-course/listing',
  'GET /online-course/detail',
  // The cp3p programme pages are public, and so is the in-house training request form.
  'GET /cp3p/landing',
  'GET /cp3p/public-course/list',
  'GET /cp3p/public-course/detail',
  'GET /cp3p/public-course/detail-enrollment',
  'GET /cp3p/public-course/registration/further-list',
  'GET /cp3p/trainer-list',
  'GET /cp3p/testimony',
  'POST /cp3p/certification/registration',
  // Anyone may check whether a certificate code is genuine.
  'GET /online-course/certificate-verification',
  'GET /online-course/get-certificate-verification',
  'POST /online-course/certificate-verification',
  // A mail's unsubscribe link works without signing in; its signed token names the member (docs/decisions/040).
  'GET /user/notification-preferences/unsubscribe',
  'POST /user/notification-preferences/unsubscribe',
  'POST /online-course/certificate-verification/credential',
  // Outside verifiers of a credential: the issuer's DID document and the signed revocation status lists.
  'GET /credentials/did.json',
  'GET /credentials/status',
])

export function mayBePublic(call: TApiCall): boolean {
  return GUEST_CALLS.has(call.label) || (call.method === 'GET' && PUBLIC_PREFIXES.some((prefix) => call.path.startsWith(prefix)))
}

export type TRole = 'learner' | 'admin' | 'lecturer' | 'mentor'

/** A fresh signed-in session per role (a new user each time, so tests never share state). */
export async function roleToken(role: TRole): Promise<{ token: string; userId: number }> {
  const payload = await getTestPayload()
  const user = await createUser(role)
  const session = await createSession(payload, user)
  return { token: session.token, userId: user.id }
}

export async function expiredToken(): Promise<string> {
  const payload = await getTestPayload()
  const { token, userId } = await roleToken('learner')
  await payload.update({
    collection: 'sessions',
    where: { user: { equals: userId } },
    data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
    overrideAccess: true,
  })
  return token
}

/** Which roles an audience admits; the others must be refused with 403. */
export const ADMITTED: Record<TAudience, TRole[]> = {
  member: ['learner', 'admin', 'lecturer', 'mentor'],
  learner: ['learner'],
  staff: ['admin', 'lecturer', 'mentor'],
  admin: ['admin'],
}

const STACK_PATTERNS = [/\n\s+at /, /node_modules/, /\/work\//, /\.tsx?:\d+/, /webpack-internal/]

/** An error answer is a short message: no stack frame, no source path. */
export function expectNoStack(result: TRawResult, label: string) {
  for (const pattern of STACK_PATTERNS) expect(result.text, `${label} leaks ${pattern}`).not.toMatch(pattern)
}

/** A refusal the client can show: a 4xx with a non-empty message. */
export function expectRefusal(result: TRawResult, status: number | number[], label: string) {
  expect([status].flat(), `${label}: ${result.status} ${result.text.slice(0, 200)}`).toContain(result.status)
  expect(typeof result.message === 'string' && result.message.length > 0, `${label}: message in ${result.text.slice(0, 200)}`).toBe(true)
  expectNoStack(result, label)
}
