import { describe, expect, it } from 'vitest'
import { call, ORIGIN } from './account/http'
import { rawCall } from './security/calls'

/** Bad input answers 400 with the spec's message template in the call's language (backend/lib/validation-message). */
describe('validation answers of the API', () => {
  it('names a missing field in each language (a body)', async () => {
    const id = await call('POST', 'user/account/login', { body: { password: 'x' }, locale: 'id' })
    expect(id.status).toBe(400)
    expect(id.body).toMatchObject({ success: false, message: 'email wajib diisi' })
    const en = await call('POST', 'user/account/login', { body: { password: 'x' }, locale: 'en' })
    expect(en.body.message).toBe('email is required')
  })

  it('names a bad query value in each language', async () => {
    const id = await call('GET', 'static/e-library?filterTopic=1,x&locale=id')
    expect(id.status).toBe(400)
    expect(id.body.message).toBe('filterTopic tidak valid')
    const en = await call('GET', 'static/e-library?take=abc&locale=en')
    expect(en.status).toBe(400)
    expect(en.body.message).toBe('take must be number')
  })

  it('says so when a body is not JSON', async () => {
    const headers = { 'content-type': 'application/json', origin: ORIGIN }
    const en = await rawCall('POST', 'user/account/login', { body: '{"email":', headers: { ...headers, 'accept-language': 'en' } })
    expect(en.status).toBe(400)
    expect(en.message).toBe('The request body is not valid JSON')
    const id = await rawCall('POST', 'user/account/login', { body: '{"email":', headers: { ...headers, 'accept-language': 'id' } })
    expect(id.message).toBe('Isi permintaan bukan JSON yang valid')
  })
})
