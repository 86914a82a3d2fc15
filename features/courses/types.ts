import type { TOutlineLecture } from '@/backend/services/courses/course-outline'
import type { TLectureView } from '@/backend/services/courses/get-lecture'
import type { TCourseProgress } from '@/backend/services/courses/progress'
import type { TAnnouncement, TMaterial } from '@/backend/services/courses/shapes'

/** What every course page call answers besides its own data (backend/endpoints/courses/learning.ts). */
export type TCourseHead = {
  courseId: number
  slug: string
  courseName: string
  role: 'learner' | 'teacher'
  progress: TCourseProgress | null
  finalExam: boolean
  examAvailable: boolean
}
/** `locked`: a sequential course's lecture not open yet; `lockedBy` names the lecture to finish first (decision 035). */
export type TMenuLecture = TOutlineLecture & { status: boolean; locked?: boolean; lockedBy?: string }
export type TMenuChapter = { chapterId: number; chapterName: string; lectures: TMenuLecture[] }
export type TCourseMenu = TCourseHead & { listingChapter: TMenuChapter[] }
export type TCourseStructure = TCourseMenu & { intro: string; examStatus: boolean }

export type TCourseResponse = {
  'course-interface/menu': TCourseMenu
  'course-structure': TCourseStructure
  interface: TCourseHead & { workshop: boolean; lecture: TLectureView }
  announcement: TCourseHead & { announcements: TAnnouncement[] }
  material: TCourseHead & { materials: TMaterial[] }
}
export type TCourseCall = keyof TCourseResponse
