import type { Payload, PayloadRequest } from 'payload'
import { MASTER_GROUPS } from '../collections/MasterOptions'
import { MASTER_OPTIONS } from './master-options'
import { syncRegions } from './regions/sync-regions'

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
  const { provinceIds, cityIds } = await syncRegions(payload, req)
  return { provinceIds, cityIds, optionIds }
}
