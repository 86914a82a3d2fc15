import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { Course } from '../../payload-types'
import { titleSlug } from '../../../lib/format/slug'
import { loadOutline, outlineLectures, type TOutlineChapter, type TOutlineLecture } from './course-outline'
import { findCourse } from './find-course'
import { learnerProgress, progressRules } from './progress'
import { idOf } from '../../lib/relation-id'

/**
 * A course's completion rules (docs/decisions/035). What is done comes from progress.ts (decision 004); this file
 * only says what that opens: lectures in a sequential course, and enrolment in a course with prerequisites.
 */

/** A course the learner must complete first, with the enrol page's address parts. */
export type TPrerequisite = { courseId: number; slug: string; name: string; titleSlug: string }


/**
 * Pure: in a sequential course, each lecture that is locked and the lecture to finish first (the first one not
 * done before it). A lecture opens once every lecture before it in outline order is done; a done lecture always
 * stays open (re-reading, also when it was done before the course became sequential). Empty when not sequential.
 */
export function lockedLectures(outline: TOutlineChapter[], doneIds: number[], sequential: boolean): Map<number, TOutlineLecture> {
  const locked = new Map<number, TOutlineLecture>()
  if (!sequential) return locked
  const done = new Set(doneIds)
  let firstUndone: TOutlineLecture | undefined
  for (const lecture of outlineLectures(outline)) {
    if (done.has(lecture.lecturesId)) continue
    if (firstUndone) locked.set(lecture.lecturesId, firstUndone)
    else firstUndone = lecture
  }
  return locked
}

/** The lecture to finish before `lectureId` opens, or null when it is open (always for staff and non-sequential courses). */
export function lectureBlocker(ctx: { role: string; outline: TOutlineChapter[]; progress: { doneLectureIds: number[] } | null; course: Pick<Course, 'sequential'> }, lectureId: number): TOutlineLecture | null {
  if (ctx.role !== 'learner' || !ctx.course.sequential) return null
  return lockedLectures(ctx.outline, ctx.progress?.doneLectureIds ?? [], true).get(lectureId) ?? null
}

/** The prerequisite courses of `course` the learner has not completed (progress.ts decides), in the order listed. */
export async function unmetPrerequisites(payload: Payload, userId: number, course: Pick<Course, 'id' | 'prerequisites'>, locale: Locale): Promise<TPrerequisite[]> {
  const ids = [...new Set((course.prerequisites ?? []).map((value) => idOf(value)))].filter((id) => id && id !== course.id)
  const rows = await Promise.all(
    ids.map(async (id) => {
      // An unpublished or deleted prerequisite cannot be completed, so it asks nothing of the learner.
      const prerequisite = await findCourse(payload, id, locale)
      if (!prerequisite) return null
      const outline = await loadOutline(payload, prerequisite.id, locale)
      const progress = await learnerProgress(payload, userId, prerequisite.id, outline, !!prerequisite.finalExam, progressRules(prerequisite))
      return progress.completed ? null : { courseId: prerequisite.id, slug: prerequisite.slug, name: prerequisite.name, titleSlug: titleSlug(prerequisite.name) }
    }),
  )
  return rows.filter((row): row is TPrerequisite => !!row)
}
