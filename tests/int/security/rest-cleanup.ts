import type { CollectionSlug, Payload } from 'payload'

type TMarks = Map<CollectionSlug, number>

/** The highest id of every collection before the matrix writes, so what it made can go afterwards. */
export async function markCollections(payload: Payload): Promise<TMarks> {
  const marks: TMarks = new Map()
  for (const slug of Object.keys(payload.collections) as CollectionSlug[]) {
    const { docs } = await payload.find({ collection: slug, sort: '-id', limit: 1, depth: 0, overrideAccess: true, pagination: false })
    marks.set(slug, Number((docs[0] as { id?: number } | undefined)?.id ?? 0))
  }
  return marks
}

/**
 * Deletes every document made after the marks (fixtures and admitted creates). Integration files share one
 * database, so the matrix's documents would otherwise show up in the next file's listings. Rows that another row
 * still points at go in a later pass.
 */
export async function removeSinceMarks(payload: Payload, marks: TMarks): Promise<void> {
  const slugs = [...marks.keys()].reverse()
  for (let pass = 0; pass < 3; pass++) {
    let left = 0
    for (const slug of slugs) {
      const where = { id: { greater_than: marks.get(slug)! } }
      try {
        const { errors } = await payload.delete({ collection: slug, where, overrideAccess: true, depth: 0 })
        left += errors.length
      } catch {
        left += 1
      }
    }
    if (!left) return
  }
}
