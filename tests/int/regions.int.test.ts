import { beforeAll, describe, expect, it } from 'vitest'
import { REGIONS } from '../../backend/seed/regions/regions-data'
import { syncRegions } from '../../backend/seed/regions/sync-regions'
import { call } from './account/http'
import { getTestPayload } from './setup/payload'

type TRegion = { id: number; code: string; name: string }
const SOURCE_CITIES = REGIONS.reduce((sum, { cities }) => sum + Object.keys(cities).length, 0)
let legacy: { selatan: number; pusat: number; user: number }

beforeAll(async () => {
  const payload = await getTestPayload()
  // A database seeded before: Jakarta with BPS codes (Selatan 3171, Pusat 3173) and a profile pointing at Selatan.
  const province = (await payload.create({ collection: 'provinces', data: { code: '31', name: 'DKI Jakarta' } })).id
  const selatan = (await payload.create({ collection: 'cities', data: { code: '3171', name: 'Kota Jakarta Selatan', province } })).id
  const pusat = (await payload.create({ collection: 'cities', data: { code: '3173', name: 'Kota Jakarta Pusat', province } })).id
  const user = await payload.create({
    collection: 'users',
    data: { email: `regions-${Date.now()}@example.test`, password: 'Secret-123!', fullName: 'Regions', role: 'learner', province, city: selatan },
  })
  legacy = { selatan, pusat, user: user.id }
})

describe('provinces and cities (idn-area-data)', () => {
  it('syncs every province and regency/city, keeping rows that profiles point at', async () => {
    const payload = await getTestPayload()
    const first = await syncRegions(payload)
    expect(first.created).toBe(37 + SOURCE_CITIES - 2)
    expect(first.cityIds['3174']).toBe(legacy.selatan)
    expect(first.cityIds['3171']).toBe(legacy.pusat)
    const user = await payload.findByID({ collection: 'users', id: legacy.user, depth: 1, overrideAccess: true })
    expect(user.city).toMatchObject({ id: legacy.selatan, code: '3174', name: 'Kota Jakarta Selatan' })

    const again = await syncRegions(payload)
    expect(again).toMatchObject({ created: 0, updated: 0, cityIds: first.cityIds })
  })

  it('serves all 38 provinces and, for each, its regencies and cities; the total matches the source', async () => {
    const provinces = (await call<TRegion[]>('GET', 'province')).body.data ?? []
    const seeded = provinces.filter(({ code }) => REGIONS.some((source) => source.code === code))
    expect(seeded).toHaveLength(38)
    let total = 0
    for (const province of seeded) {
      const response = await call<TRegion[]>('GET', `city?provinceId=${province.id}`)
      expect(response.status).toBe(200)
      const cities = response.body.data ?? []
      const expected = REGIONS.find(({ code }) => code === province.code)!.cities
      expect(cities.length, province.name).toBeGreaterThanOrEqual(1)
      expect(cities.map(({ code }) => code).sort()).toEqual(Object.keys(expected).sort())
      total += cities.length
    }
    expect(total).toBe(SOURCE_CITIES)
    expect(SOURCE_CITIES).toBe(514)
  })
})
