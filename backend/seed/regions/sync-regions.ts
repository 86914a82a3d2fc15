import type { Payload, PayloadRequest } from 'payload'
import { REGIONS } from './regions-data'

export type TRegionIds = { provinceIds: Record<string, number>; cityIds: Record<string, number> }
type TCityDoc = { id: number; code: string; name: string; province: number | { id: number } }

const provinceOf = (city: TCityDoc) => (typeof city.province === 'object' ? city.province.id : city.province)

/**
 * Brings the provinces and regencies/cities up to the generated source data, on an empty database
 * (the seed) or on one seeded before (run on every start). Profiles point at rows by id, so rows
 * are kept and matched by name within their province first: earlier seeds used BPS codes, which
 * differ from Kemendagri's for some regencies (Jakarta's cities are numbered in another order).
 * Only then by code, and what is missing is created; rows the source does not know are left alone.
 */
export async function syncRegions(payload: Payload, req?: PayloadRequest): Promise<TRegionIds & { created: number; updated: number }> {
  const common = { req, overrideAccess: true, depth: 0, pagination: false, limit: 0 } as const
  const provinces = (await payload.find({ collection: 'provinces', ...common })).docs
  const provinceIds: Record<string, number> = Object.fromEntries(provinces.map(({ code, id }) => [code, id]))
  let created = 0
  for (const { code, name } of REGIONS) {
    if (provinceIds[code]) continue
    provinceIds[code] = (await payload.create({ collection: 'provinces', data: { code, name }, req, overrideAccess: true })).id
    created += 1
  }

  const existing = (await payload.find({ collection: 'cities', ...common })).docs as TCityDoc[]
  const byName = new Map(existing.map((city) => [`${provinceOf(city)}:${city.name}`, city]))
  const byCode = new Map(existing.map((city) => [city.code, city]))
  const wanted = REGIONS.flatMap(({ code: provinceCode, cities }) =>
    Object.entries(cities).map(([code, name]) => ({ code, name, province: provinceIds[provinceCode] })),
  )
  const matches = new Map<string, TCityDoc>()
  for (const city of wanted) {
    const sameName = byName.get(`${city.province}:${city.name}`)
    if (sameName) matches.set(city.code, sameName)
  }
  const claimed = new Set([...matches.values()].map(({ id }) => id))
  for (const city of wanted) {
    const sameCode = byCode.get(city.code)
    if (!matches.has(city.code) && sameCode && !claimed.has(sameCode.id)) matches.set(city.code, sameCode)
  }

  const changed = wanted.filter((city) => {
    const match = matches.get(city.code)
    return match && (match.code !== city.code || match.name !== city.name || provinceOf(match) !== city.province)
  })
  // Codes are unique and can swap between rows: park every row that changes before giving out codes.
  for (const city of changed) {
    const { id } = matches.get(city.code)!
    await payload.update({ collection: 'cities', id, data: { code: `moving-${id}` }, req, overrideAccess: true })
  }
  const changedCodes = new Set(changed.map(({ code }) => code))
  const cityIds: Record<string, number> = {}
  for (const city of wanted) {
    const match = matches.get(city.code)
    if (match && changedCodes.has(city.code)) await payload.update({ collection: 'cities', id: match.id, data: city, req, overrideAccess: true })
    if (match) {
      cityIds[city.code] = match.id
      continue
    }
    cityIds[city.code] = (await payload.create({ collection: 'cities', data: city, req, overrideAccess: true })).id
    created += 1
  }
  return { provinceIds, cityIds, created, updated: changed.length }
}
