import { REST_GET } from '@payloadcms/next/routes'
import { loadTestConfig } from './setup/config'

/** GET /api/<path> through Payload's Next.js REST route handler, in-process; the JSON body as given. */
export async function getJson<T>(path: string, locale?: 'id' | 'en'): Promise<{ status: number; body: T }> {
  const url = new URL(path, 'http://localhost:3000/api/')
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const headers = locale ? { 'accept-language': locale } : undefined
  const response = await REST_GET(loadTestConfig())(new Request(url, { headers }), { params: Promise.resolve({ slug }) })
  return { status: response.status, body: (await response.json()) as T }
}

export type TEnvelope<T> = { success: boolean; message: string; data?: T }
