import { REST_DELETE, REST_GET, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { afterAnswerIdle } from '../../../backend/lib/after-answer'
import { loadTestConfig } from '../setup/config'

export const ORIGIN = 'http://localhost:3000'
const handlers = { GET: REST_GET, POST: REST_POST, PUT: REST_PUT, DELETE: REST_DELETE }

export type TCallOptions = {
  body?: unknown
  form?: FormData
  /** The auth-token cookie (as a browser sends it). */
  cookie?: string
  /** Sent as Authorization: Bearer <token>. */
  token?: string
  ip?: string
  /** The Origin header; the site's own unless set (null leaves it out). */
  origin?: string | null
  locale?: 'id' | 'en'
  /** Any other request headers (e.g. what a proxy in front adds). */
  headers?: Record<string, string>
}

export type TCallResult<T> = {
  status: number
  body: { success: boolean; message: string; data?: T }
  setCookies: string[]
  headers: Headers
  /** How long the call took to answer (work it left to run after the answer not included). */
  ms: number
}

let ipCounter = 0
/**
 * A fresh client address, so tests do not share a per-IP limit. The security suite makes thousands of calls in
 * one run, so addresses come from 198.18.0.0/15 (131,072 of them) and are never reused within a run.
 */
export const freshIp = () => {
  ipCounter += 1
  return `198.${18 + ((ipCounter >> 16) & 1)}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`
}

/** Calls /api/<path> through Payload's Next.js route handlers, in-process, as a browser or an API client would. */
export async function call<T = unknown>(method: keyof typeof handlers, path: string, options: TCallOptions = {}): Promise<TCallResult<T>> {
  const url = new URL(path, `${ORIGIN}/api/`)
  const headers = new Headers({ host: 'localhost:3000', 'x-forwarded-for': options.ip ?? freshIp() })
  if (options.origin !== null && method !== 'GET') headers.set('origin', options.origin ?? ORIGIN)
  if (options.cookie) headers.set('cookie', `auth-token=${options.cookie}`)
  if (options.token) headers.set('authorization', `Bearer ${options.token}`)
  if (options.locale) headers.set('accept-language', options.locale)
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value)
  let body: BodyInit | undefined
  if (options.form) body = options.form
  else if (options.body !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(options.body)
  }
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const request = new Request(url, { method, headers, body })
  const started = performance.now()
  const response = await handlers[method](loadTestConfig())(request, { params: Promise.resolve({ slug }) })
  const text = await response.text()
  const ms = performance.now() - started
  // What the call left to run after answering (a registration, a reset mail) is done before the test goes on.
  await afterAnswerIdle()
  return {
    ms,
    status: response.status,
    body: text ? JSON.parse(text) : { success: false, message: '' },
    setCookies: response.headers.getSetCookie(),
    headers: response.headers,
  }
}

/** The value a Set-Cookie list gives a cookie ('' when it clears it), or undefined when not set. */
export function cookieValue(setCookies: string[], name: string): string | undefined {
  const line = setCookies.find((value) => value.startsWith(`${name}=`))
  return line === undefined ? undefined : decodeURIComponent(line.slice(name.length + 1).split(';')[0])
}
