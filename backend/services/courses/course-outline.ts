import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { readContent } from '../../lib/content-cache'
import type { TLectureType } from '../../collections/CourseLectures/content-fields'
import { idOf } from '../../lib/relation-id'

export type TOutlineLecture = { lecturesId: number; chapterId: number; title: string; type: TLectureType }
export type TOutlineChapter = { chapterId: number; chapterName: string; lectures: TOutlineLecture[] }


/**
 * The chapters of a course in order, each with its lectures in order: the spine of menus, prev/next and progress.
 * Kept in memory between calls (backend/lib/content-cache).
 */
export function loadOutline(payload: Payload, courseId: number, locale: Locale): Promise<TOutlineChapter[]> {
  return readContent(['course-chapters', 'course-lectures'], `outline:${courseId}:${locale}`, async () => {
    const [chapters, lectures] = await Promise.all([
      payload.find({ collection: 'course-chapters', where: { course: { equals: courseId } }, sort: 'order', depth: 0, limit: 0, pagination: false, locale, overrideAccess: true, select: { title: true, order: true } }),
      payload.find({ collection: 'course-lectures', where: { course: { equals: courseId } }, sort: 'order', depth: 0, limit: 0, pagination: false, locale, overrideAccess: true, select: { title: true, order: true, type: true, chapter: true } }),
    ])
    return chapters.docs.map((chapter) => ({
      chapterId: chapter.id,
      chapterName: chapter.title,
      lectures: lectures.docs
        .filter((lecture) => idOf(lecture.chapter) === chapter.id)
        .map((lecture) => ({ lecturesId: lecture.id, chapterId: chapter.id, title: lecture.title, type: lecture.type })),
    }))
  })
}

export const outlineLectures = (outline: TOutlineChapter[]) => outline.flatMap((chapter) => chapter.lectures)
