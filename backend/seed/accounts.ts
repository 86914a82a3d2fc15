import type { Payload, PayloadRequest } from 'payload'
import { MASTER_GROUPS } from '../collections/MasterOptions'
import { MASTER_OPTIONS } from './master-options'
import { PROVINCES } from './regions-provinces'
import { JAVA_CITIES } from './regions-cities-java'
import { OUTER_CITIES } from './regions-cities-outer'

export type TSeededMaster = { provinceIds: Record<string, number>; cityIds: Record<string, number>; optionIds: Record<string, number> }

/** Profile choice lists (both languages) and Indonesia's provinces and regencies/cities. */
export async function seedAccountMasters(payload: Payload, req: PayloadRequest): Promise<TSeededMaster> {
  const optionIds: Record<string, number> = {}
  for (const group of MASTER_GROUPS) {
    for (const [order, option] of MASTER_OPTIONS[group].entries()) {
      const doc = await payload.create({
        collection: 'master-options',
        locale: 'id',
        data: { group, label: option.id, order, isOther: !!option.isOther },
        req,
      })
      await payload.update({ collection: 'master-options', id: doc.id, locale: 'en', data: { label: option.en }, req })
      optionIds[`${group}:${option.en}`] = doc.id
    }
  }
  const provinceIds: Record<string, number> = {}
  for (const province of PROVINCES) {
    provinceIds[province.code] = (await payload.create({ collection: 'provinces', data: province, req })).id
  }
  const cityIds: Record<string, number> = {}
  for (const [code, name] of Object.entries({ ...JAVA_CITIES, ...OUTER_CITIES })) {
    const province = provinceIds[code.slice(0, 2)]
    cityIds[code] = (await payload.create({ collection: 'cities', data: { code, name, province }, req })).id
  }
  return { provinceIds, cityIds, optionIds }
}
