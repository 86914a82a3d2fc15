import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { registeredMember } from './account/accounts'
import { call } from './account/http'
import { getTestPayload } from './setup/payload'

type TProfile = { fullName: string; photo: string | null; province: number | null; city: number | null; cityLabel: string; occupationLabel: string }
let member: Awaited<ReturnType<typeof registeredMember>>
let provinceId: number
let cityId: number
let occupationId: number

beforeAll(async () => {
  member = await registeredMember()
  const payload = await getTestPayload()
  provinceId = (await payload.create({ collection: 'provinces', data: { code: `P${Date.now()}`, name: 'Jawa Barat' } })).id
  cityId = (await payload.create({ collection: 'cities', data: { code: `C${Date.now()}`, name: 'Kota Bandung', province: provinceId } })).id
  const option = await payload.create({ collection: 'master-options', locale: 'id', data: { group: 'occupation', label: 'Peneliti', order: 1 } })
  await payload.update({ collection: 'master-options', id: option.id, locale: 'en', data: { label: 'Researcher' } })
  occupationId = option.id
})

const photoForm = (bytes: Uint8Array, name: string, type: string) => {
  const form = new FormData()
  form.append('file', new Blob([Buffer.from(bytes)], { type }), name)
  return form
}

describe('profile', () => {
  it('saves the edit-profile fields and answers labels in the language of the call', async () => {
    const body = { fullName: 'Rina Marlina, S.T.', province: provinceId, city: cityId, occupation: occupationId, position: 'Analis', subscribe: true }
    const saved = await call<TProfile>('PUT', 'user/profile', { cookie: member.token, body, locale: 'en' })
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({ fullName: 'Rina Marlina, S.T.', cityLabel: 'Kota Bandung', occupationLabel: 'Researcher' })
    const id = await call<TProfile>('GET', 'user/profile', { cookie: member.token, locale: 'id' })
    expect(id.body.data?.occupationLabel).toBe('Peneliti')
  })

  it('saves a five-digit zip code and refuses another in the spec message of the call language', async () => {
    const saved = await call<TProfile & { zipCode: string }>('PUT', 'user/profile', { cookie: member.token, body: { fullName: 'Rina', province: provinceId, city: cityId, zipCode: '40115' } })
    expect(saved.status).toBe(200)
    expect(saved.body.data?.zipCode).toBe('40115')
    const letters = await call('PUT', 'user/profile', { cookie: member.token, body: { fullName: 'Rina', zipCode: '40l15' }, locale: 'en' })
    expect([letters.status, letters.body.message]).toEqual([400, 'zipCode must be number'])
    const short = await call('PUT', 'user/profile', { cookie: member.token, body: { fullName: 'Rina', zipCode: '4011' }, locale: 'id' })
    expect([short.status, short.body.message]).toEqual([400, 'zipCode minimal 5 huruf'])
    const kept = await call<TProfile & { zipCode: string }>('GET', 'user/profile', { cookie: member.token })
    expect(kept.body.data?.zipCode).toBe('40115')
  })

  it('cannot change role, email or verification through the profile', async () => {
    await call('PUT', 'user/profile', { cookie: member.token, body: { fullName: 'Rina', role: 'admin', email: 'x@example.test', isVerified: false } })
    const user = await (await getTestPayload()).findByID({ collection: 'users', id: member.accountId, overrideAccess: true })
    expect([user.role, user.email, user.isVerified]).toEqual(['learner', member.email, true])
  })

  it('accepts a real image as the photo and refuses other files, whatever they are called', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0b3c5d' } }).png().toBuffer()
    const saved = await call<TProfile>('PUT', 'user/profile/picture', { cookie: member.token, form: photoForm(png, 'me.png', 'image/png') })
    expect(saved.status).toBe(200)
    // Stored under a random name (backend/uploads/private-names.ts); the page shows the 256-pixel avatar size.
    expect(saved.body.data?.photo).toMatch(/\/api\/profile-photos\/file\/[0-9a-f]{32}-256x256\.png$/)
    const text = new TextEncoder().encode('<svg onload="alert(1)"></svg>')
    expect((await call('PUT', 'user/profile/picture', { cookie: member.token, form: photoForm(text, 'me.png', 'image/png') })).status).toBe(400)
    const broken = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5])
    expect((await call('PUT', 'user/profile/picture', { cookie: member.token, form: photoForm(broken, 'me.png', 'image/png') })).status).toBe(400)
    const big = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#fff' } }).raw().toBuffer()
    const tooLarge = Buffer.concat([png, big.subarray(0, 2 * 1024 * 1024)])
    const refused = await call('PUT', 'user/profile/picture', { cookie: member.token, form: photoForm(tooLarge, 'big.png', 'image/png') })
    expect([400, 413]).toContain(refused.status)
    const after = await call<TProfile>('GET', 'user/profile', { cookie: member.token })
    expect(after.body.data?.photo).toBe(saved.body.data?.photo)
  })

  it("shows at once what staff change behind it: a choice's label, a city's name, the account (the profile is kept in memory between calls)", async () => {
    const payload = await getTestPayload()
    await call('PUT', 'user/profile', { cookie: member.token, body: { fullName: 'Rina', province: provinceId, city: cityId, occupation: occupationId } })
    const before = await call<TProfile>('GET', 'user/account', { cookie: member.token, locale: 'en' })
    expect(before.body.data).toMatchObject({ fullName: 'Rina', cityLabel: 'Kota Bandung', occupationLabel: 'Researcher' })
    try {
      await payload.update({ collection: 'cities', id: cityId, data: { name: 'Kota Bandung Raya' } })
      await payload.update({ collection: 'master-options', id: occupationId, locale: 'en', data: { label: 'Research scientist' } })
      await payload.update({ collection: 'users', id: member.accountId, data: { fullName: 'Rina M.' }, overrideAccess: true })
      const after = await call<TProfile>('GET', 'user/account', { cookie: member.token, locale: 'en' })
      expect(after.body.data).toMatchObject({ fullName: 'Rina M.', cityLabel: 'Kota Bandung Raya', occupationLabel: 'Research scientist' })
    } finally {
      await payload.update({ collection: 'cities', id: cityId, data: { name: 'Kota Bandung' } })
      await payload.update({ collection: 'master-options', id: occupationId, locale: 'en', data: { label: 'Researcher' } })
    }
  })
})

describe('master data', () => {
  it('lists provinces and the cities of one province', async () => {
    const provinces = await call<{ id: number; name: string }[]>('GET', 'province')
    expect(provinces.body.data?.some((item) => item.id === provinceId)).toBe(true)
    const cities = await call<{ id: number; name: string }[]>('GET', `city?provinceId=${provinceId}`)
    expect(cities.body.data).toEqual([expect.objectContaining({ id: cityId, name: 'Kota Bandung' })])
    expect((await call('GET', 'city')).status).toBe(400)
  })

  it('lists occupations in the language of the call', async () => {
    const en = await call<{ id: number; label: string }[]>('GET', 'occupations', { locale: 'en' })
    expect(en.body.data?.find((item) => item.id === occupationId)?.label).toBe('Researcher')
    for (const path of ['industry-sectors', 'education', 'work-experience']) expect((await call('GET', path)).status).toBe(200)
  })
})
