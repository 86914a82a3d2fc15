import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import type { Course } from '../../payload-types'
import { enrolledCourseIds } from './course-access'
import { loadOutline } from './course-outline'
import { learnerProgress, progressRules, type TCourseProgress } from './progress'
import { toCourseCard, type TCourseCard } from './shapes'

export type TLearnerCourse = TCourseCard & { progress: TCourseProgress; firstLectureId: number | null }

/** The courses a learner is enrolled in, each with its progress; `completed` picks the finished or the ongoing ones. */
export async function listLearnerCourses(payload: Payload, userId: number, locale: Locale, completed: boolean): Promise<TLearnerCourse[]> {
  const ids = await enrolledCourseIds(payload, userId)
  if (!ids.length) return []
  const { docs } = await payload.find({
    collection: 'courses',
    where: { and: [{ id: { in: ids } }, { _status: { equals: 'published' } }] },
    sort: 'order',
    locale,
    depth: 1,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const rows = await Promise.all(
    docs.map(async (course: Course) => {
      const outline = await loadOutline(payload, course.id, locale)
      const progress = await learnerProgress(payload, userId, course.id, outline, !!course.finalExam, progressRules(course))
      const lectures = outline.flatMap((chapter) => chapter.lectures)
      // Continue where the learner stopped: the first lecture not yet done.
      const next = lectures.find((lecture) => lecture.type !== 'quiz' && !progress.doneLectureIds.includes(lecture.lecturesId)) ?? lectures[0]
      return { ...toCourseCard(course, lectures.length), progress, firstLectureId: next?.lecturesId ?? null }
    }),
  )
  return rows.filter((row) => row.progress.completed === completed)
}
