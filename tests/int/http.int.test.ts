import { REST_GET } from '@payloadcms/next/routes'
import { beforeAll, describe, expect, it } from 'vitest'
import { saveNavigation, savePageMeta, saveSiteDefaults, type TMenuFixture } from './setup/fixtures'
import { getTestPayload, unique } from './setup/payload'
import { loadTestConfig } from './setup/config'

type TEnvelope<T> = { success: boolean; message: string; data?: T }

/** GET /api/<path> through Payload's Next.js REST route handler, in-process. */
async function get<T>(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: TEnvelope<T> }> {
  const url = new URL(path, 'http://localhost:3000/api/')
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const response = await REST_GET(loadTestConfig())(new Request(url, { headers }), { params: Promise.resolve({ slug }) })
  return { status: response.status, body: (await response.json()) as TEnvelope<T> }
}

const MENU: TMenuFixture[] = [
  {
    type: 'research',
    permalink: '/research',
    link: '/research#labs',
    id: { title: 'Riset', intro: 'Penelitian kami', permalinkLabel: 'Lihat riset', linkLabel: 'Laboratorium' },
    en: { title: 'Research', intro: 'Our research', permalinkLabel: 'See research', linkLabel: 'Labs' },
  },
]

const metaPath = `/${unique('about-us')}`

beforeAll(async () => {
  const payload = await getTestPayload()
  await saveNavigation(payload, MENU)
  await saveSiteDefaults(payload)
  await savePageMeta(payload, metaPath, { title: 'Tentang Kami' }, { title: 'About Us' })
})

describe('GET /api/static/menu', () => {
  it('answers 200 with the success, message, data envelope', async () => {
    const { status, body } = await get<{ title: string }[]>('static/menu')
    expect(status).toBe(200)
    expect(body).toMatchObject({ success: true, message: expect.any(String) })
    expect(body.data?.map((item) => item.title)).toEqual(['Riset'])
  })

  it('answers in the language of Accept-Language', async () => {
    const en = await get<{ title: string }[]>('static/menu', { 'accept-language': 'en-US,en;q=0.9' })
    const id = await get<{ title: string }[]>('static/menu', { 'accept-language': 'id-ID,id;q=0.9' })
    expect(en.body.data?.[0]?.title).toBe('Research')
    expect(id.body.data?.[0]?.title).toBe('Riset')
  })

  it('prefers ?locale= over Accept-Language', async () => {
    const { body } = await get<{ title: string }[]>('static/menu?locale=en', { 'accept-language': 'id' })
    expect(body.data?.[0]?.title).toBe('Research')
  })
})

describe('GET /api/static/meta-data', () => {
  it('answers 400 with success false when path is missing', async () => {
    const { status, body } = await get('static/meta-data')
    expect(status).toBe(400)
    expect(body).toMatchObject({ success: false, message: expect.any(String) })
  })

  it('answers 400 when path is not an internal route', async () => {
    const { status } = await get('static/meta-data?path=https://evil.test')
    expect(status).toBe(400)
  })

  it('answers 200 with the metadata of the path in the requested locale', async () => {
    const en = await get<{ title: string; path: string }>(`static/meta-data?path=${metaPath}&locale=en`)
    expect(en.status).toBe(200)
    expect(en.body).toMatchObject({ success: true, data: { title: 'About Us', path: metaPath } })
    const id = await get<{ title: string }>(`static/meta-data?path=${metaPath}`, { 'accept-language': 'id' })
    expect(id.body.data?.title).toBe('Tentang Kami')
  })

  it('follows Accept-Language for a path without an entry (site defaults)', async () => {
    const path = `/${unique('unknown')}`
    const en = await get<{ title: string; description: string }>(`static/meta-data?path=${path}`, { 'accept-language': 'en' })
    const id = await get<{ title: string; description: string }>(`static/meta-data?path=${path}`, { 'accept-language': 'id' })
    expect([en.status, en.body.data?.title, en.body.data?.description]).toEqual([200, '', 'Default site description'])
    expect(id.body.data?.description).toBe('Deskripsi bawaan situs')
  })
})
