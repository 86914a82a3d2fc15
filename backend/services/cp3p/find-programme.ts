import { MAX_ROW_ID } from '../../../lib/api/row-id'
import type { Payload, Where } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { Cp3PProgramme } from '../../payload-types'

/** A programme by its numeric id or its slug (pages carry the slug, calls the courseId); null when none. */
export async function findProgramme(payload: Payload, courseId: string | number, locale: Locale, depth = 1): Promise<Cp3PProgramme | null> {
  const key = String(courseId).trim()
  if (!key) return null
  if (/^\d+$/.test(key) && Number(key) > MAX_ROW_ID) return null
  const where: Where = /^\d+$/.test(key) ? { id: { equals: Number(key) } } : { slug: { equals: key } }
  const { docs } = await payload.find({ collection: 'cp3p-programmes', where, limit: 1, depth, locale, overrideAccess: true })
  return docs[0] ?? null
}

export async function listProgrammes(payload: Payload, locale: Locale, currency?: string): Promise<Cp3PProgramme[]> {
  const { docs } = await payload.find({
    collection: 'cp3p-programmes',
    where: currency ? { currency: { equals: currency } } : {},
    sort: '-dueDateRegistration',
    limit: 50,
    depth: 1,
    locale,
    overrideAccess: true,
  })
  return docs
}
