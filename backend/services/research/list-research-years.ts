import type { Payload } from 'payload'

/** The years that have published research, newest first (the year filter's options). */
export async function listResearchYears(payload: Payload): Promise<number[]> {
  const found = await payload.find({
    collection: 'research',
    where: { _status: { equals: 'published' } },
    select: { year: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return [...new Set(found.docs.map((doc) => doc.year))].sort((a, b) => b - a)
}
