import type { Payload } from 'payload'
import { insertFlatOnce } from '../../lib/flat-rows'

/**
 * Marks a lecture read once: marking again (or twice at the same moment, the unique (user, lecture) index decides)
 * leaves the one row. Returns whether this call created it.
 */
export async function markLectureRead(payload: Payload, userId: number, courseId: number, lectureId: number): Promise<boolean> {
  return !!(await insertFlatOnce(payload, 'lecture-progress', { user: userId, lecture: lectureId, course: courseId }))
}
