import type { Payload } from 'payload'

export type TRegion = { id: number; code: string; name: string }

export async function listProvinces(payload: Payload): Promise<TRegion[]> {
  const { docs } = await payload.find({ collection: 'provinces', sort: 'name', limit: 100, depth: 0, overrideAccess: false })
  return docs.map(({ id, code, name }) => ({ id, code, name }))
}

/** The regencies and cities of one province, by name. */
export async function listCities(payload: Payload, provinceId: number): Promise<TRegion[]> {
  const { docs } = await payload.find({
    collection: 'cities',
    where: { province: { equals: provinceId } },
    sort: 'name',
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return docs.map(({ id, code, name }) => ({ id, code, name }))
}
