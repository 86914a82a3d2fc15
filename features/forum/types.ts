import type { TComment, TCreator, TThread } from '@/backend/services/forum/shapes'
import type { TImage } from '@/backend/services/shapes'
import type { TCourseHead } from '@/features/courses/types'
import type { TSubscription } from '@/lib/contracts/forum'

export type { TComment, TCreator, TThread }
export type TForumChapter = { chapterId: number; chapterName: string; totalThread: number; subchapters: { subchapterId: number; title: string }[] }
/** GET /online-course/discussion/lists: the discussion home (spec section 3 "Discussion"). */
export type TForumHome = TCourseHead & {
  intro: string
  chapterList: TForumChapter[]
  lecturers: { name: string; position: string; ava: TImage | null }[]
  mentors: TCreator[]
  /** Whether the member follows every discussion of the course (docs/decisions/044). */
  courseFollowing: boolean
}
export type TThreadPage = TCourseHead & { thread: TThread; chapterName: string; subscription: TSubscription }
export type TThreadList = { threadList: TThread[]; totalThread: number }
export type TCommentList = { listComment: TComment[]; totalComment: number }
export type TThreadFilters = { chapterId?: number; search: string; sortBy: 'newest' | 'oldest' | 'title' }
