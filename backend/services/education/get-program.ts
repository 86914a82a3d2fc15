import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { toProgramDetail, type TProgramDetail } from './shapes'

/** One published program, main or other, with its body; null when missing or unpublished. */
export async function getProgram(payload: Payload, id: number, locale: Locale): Promise<TProgramDetail | null> {
  const found = await payload.find({
    collection: 'education-programs',
    where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
    limit: 1,
    depth: 1,
    locale,
    overrideAccess: false,
  })
  const doc = found.docs[0]
  return doc ? toProgramDetail(doc) : null
}
