import type { Payload } from 'payload'

async function findMark(payload: Payload, userId: number, lectureId: number) {
  const { docs } = await payload.find({
    collection: 'lecture-progress',
    where: { and: [{ user: { equals: userId } }, { lecture: { equals: lectureId } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/**
 * Marks a lecture read once: marking again (or twice at the same moment, the unique index decides) leaves
 * the one row. Returns whether this call created it.
 */
export async function markLectureRead(payload: Payload, userId: number, courseId: number, lectureId: number): Promise<boolean> {
  if (await findMark(payload, userId, lectureId)) return false
  try {
    await payload.create({ collection: 'lecture-progress', data: { user: userId, lecture: lectureId, course: courseId }, depth: 0, disableTransaction: true, overrideAccess: true })
    return true
  } catch (error) {
    if (await findMark(payload, userId, lectureId)) return false
    throw error
  }
}
