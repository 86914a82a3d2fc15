import { beforeAll, describe, expect, it } from 'vitest'
import { expectNoStack, rawCall, roleToken } from './security/calls'

/** Payload's own REST routes with an id that is not a number: the 404 of an unknown document, never a 500. */
describe('REST document ids', () => {
  let admin: string
  beforeAll(async () => {
    admin = (await roleToken('admin')).token
  })

  it.each(['courses', 'events', 'elibrary-items', 'media'])('GET /api/%s/<not a number> is 404 for a visitor and for an admin', async (slug) => {
    for (const token of [undefined, admin]) {
      const result = await rawCall('GET', `/${slug}/abc`, { token })
      expect(result.status, `${slug} ${token ? 'admin' : 'visitor'}: ${result.text.slice(0, 120)}`).toBe(404)
      expectNoStack(result, slug)
    }
  })

  it('PATCH and DELETE with a non-numeric id are refused with a 4xx, never a 500', async () => {
    for (const [method, path] of [['PATCH', '/courses/1;drop'], ['DELETE', '/events/NaN']] as const) {
      const result = await rawCall(method, path, { token: admin, json: method === 'PATCH' ? {} : undefined })
      expect([403, 404], `${method} ${path}: ${result.status}`).toContain(result.status)
    }
  })

  it('a numeric id still reads its document', async () => {
    const result = await rawCall('GET', '/events/999999', { token: admin })
    expect(result.status).toBe(404)
    const list = await rawCall('GET', '/events?limit=1', { token: admin })
    const first = (JSON.parse(list.text) as { docs: { id: number }[] }).docs[0]
    if (first) expect((await rawCall('GET', `/events/${first.id}`, { token: admin })).status).toBe(200)
  })

  it('an id beyond a 32-bit row id is not found or invalid, never a 500 (PostgreSQL ids are serial)', async () => {
    const learner = (await roleToken('learner')).token
    for (const id of ['2147483648', '9999999999', String(Number.MAX_SAFE_INTEGER)]) {
      const result = await rawCall('GET', `/courses/${id}`, { token: admin })
      expect(result.status, `GET /courses/${id}: ${result.text.slice(0, 120)}`).toBe(404)
    }
    for (const courseId of [Number.MAX_SAFE_INTEGER, String(Number.MAX_SAFE_INTEGER)]) {
      const result = await rawCall('POST', '/cp3p/public-course/registration', { token: learner, json: { courseId }, headers: { origin: 'http://localhost:3000' } })
      expect([400, 404], `registration ${JSON.stringify(courseId)}: ${result.status} ${result.text.slice(0, 120)}`).toContain(result.status)
    }
  })
})
