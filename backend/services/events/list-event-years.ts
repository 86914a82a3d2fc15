import type { Payload } from 'payload'

/** The years (start date, WIB) that have published events, newest first: the year filter's options. */
export async function listEventYears(payload: Payload): Promise<number[]> {
  const found = await payload.find({
    collection: 'events',
    where: { _status: { equals: 'published' } },
    select: { year: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  const years = new Set(found.docs.flatMap((doc) => (doc.year ? [doc.year] : [])))
  return [...years].sort((a, b) => b - a)
}
