import type { Payload } from 'payload'
import { enrolledCourseIds } from '../courses/course-access'

/** Courses whose forum a user belongs to: those they are enrolled in and those they lecture or mentor. */
export async function memberCourseIds(payload: Payload, userId: number): Promise<number[]> {
  const [enrolled, taught] = await Promise.all([
    enrolledCourseIds(payload, userId),
    payload.find({
      collection: 'courses',
      where: { or: [{ 'lecturers.account': { equals: userId } }, { mentors: { in: [userId] } }] },
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
      select: { slug: true },
    }),
  ])
  return [...new Set([...enrolled, ...taught.docs.map((doc) => doc.id)])]
}
