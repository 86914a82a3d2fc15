import type { Payload } from 'payload'
import type { TMasterGroup } from '../../collections/MasterOptions'
import type { Locale } from '../../../lib/i18n/config'

export type TMasterOption = { id: number; label: string; isOther: boolean }

/** One profile choice list in the call's language, in the editors' order. */
export async function listMasterOptions(payload: Payload, group: TMasterGroup, locale: Locale): Promise<TMasterOption[]> {
  const { docs } = await payload.find({
    collection: 'master-options',
    where: { group: { equals: group } },
    sort: 'order',
    limit: 200,
    locale,
    depth: 0,
    overrideAccess: false,
  })
  return docs.map((doc) => ({ id: doc.id, label: doc.label, isOther: !!doc.isOther }))
}
