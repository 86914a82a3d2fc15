import type { Payload } from 'payload'
import type { Locale } from '../../../lib/i18n/config'
import { readContent } from '../../lib/content-cache'
import type { Course, CourseLecture } from '../../payload-types'
import { imageOf, type TFile } from '../shapes'
import { outlineLectures, type TOutlineChapter, type TOutlineLecture } from './course-outline'
import { courseFileOf } from './shapes'

type TLink = { chapterId: number; lecturesId: number; type: string; title: string } | null
export type TLectureView = {
  courseId: number
  slug: string
  courseName: string
  chapterId: number
  lecturesId: number
  chapter: string
  title: string
  description: string
  type: CourseLecture['type']
  videoType: 'upload' | 'youtube' | 'vimeo' | null
  embedUrl: string | null
  media: TFile | null
  body: CourseLecture['body'] | null
  instruction: string
  /** Spec section 3: what the content covers, a preview image above it, and a task to do with it. */
  contentDescription: string
  contentPreview: { path: string; alt: string } | null
  assignment: { duration: number | null; question: string; lockButton: boolean } | null
  transcript: { title: string; text: string }[]
  download: { title: string; file: TFile | null }[]
  prev: TLink
  next: TLink
  markAsRead: boolean
}

/** A YouTube or Vimeo page address as the player address the page embeds (privacy-enhanced for YouTube). */
export function embedUrlOf(source: string | null | undefined, url: string | null | undefined): string | null {
  if (!url) return null
  if (source === 'youtube') {
    const id = url.match(/(?:v=|youtu\.be\/)([\w-]{6,})/)?.[1]
    return id ? `https://www.youtube-nocookie.com/embed/${id}` : null
  }
  if (source === 'vimeo') {
    const id = url.match(/vimeo\.com\/(\d+)/)?.[1]
    return id ? `https://player.vimeo.com/video/${id}` : null
  }
  return null
}

function previewOf(preview: CourseLecture['contentPreview']): TLectureView['contentPreview'] {
  const image = imageOf(preview?.image)
  return image ? { path: image.url, alt: preview?.alt || image.alt || '' } : null
}

/** No question, no assignment: the duration and lock mean nothing on their own. */
function assignmentOf(assignment: CourseLecture['assignment']): TLectureView['assignment'] {
  const question = assignment?.question?.trim()
  return question ? { question, duration: assignment?.duration ?? null, lockButton: !!assignment?.lockButton } : null
}

const link = (lecture: TOutlineLecture | undefined): TLink =>
  lecture ? { chapterId: lecture.chapterId, lecturesId: lecture.lecturesId, type: lecture.type, title: lecture.title } : null

/** One lecture of a course for its interface page, with the lectures before and after it in course order. */
export async function getLecture(payload: Payload, course: Pick<Course, 'id' | 'slug' | 'name'>, outline: TOutlineChapter[], lectureId: number, doneIds: number[], locale: Locale): Promise<TLectureView | null> {
  const lectures = outlineLectures(outline)
  const index = lectures.findIndex((lecture) => lecture.lecturesId === lectureId)
  if (index < 0) return null
  // Depth 1 for its media and downloads; its chapter and course are already known (the outline, the course).
  // Kept in memory between calls (backend/lib/content-cache).
  // Its rich text may show images from the media library too.
  const doc = await readContent(['course-lectures', 'course-files', 'media'], `lecture:${lectureId}:${locale}`, () =>
    payload.findByID({
      collection: 'course-lectures',
      id: lectureId,
      locale,
      depth: 1,
      overrideAccess: true,
      select: { title: true, description: true, type: true, videoSource: true, videoUrl: true, media: true, body: true, instruction: true, transcripts: true, downloads: true, contentDescription: true, contentPreview: true, assignment: true },
    }),
  )
  const chapter = outline.find((row) => row.chapterId === lectures[index].chapterId)
  const isVideo = doc.type === 'video'
  return {
    courseId: course.id,
    slug: course.slug,
    courseName: course.name,
    chapterId: lectures[index].chapterId,
    lecturesId: doc.id,
    chapter: chapter?.chapterName ?? '',
    title: doc.title,
    description: doc.description ?? '',
    type: doc.type,
    videoType: isVideo ? (doc.videoSource ?? 'upload') : null,
    embedUrl: isVideo ? embedUrlOf(doc.videoSource, doc.videoUrl) : null,
    media: courseFileOf(doc.media),
    body: doc.type === 'reading' ? (doc.body ?? null) : null,
    instruction: doc.instruction ?? '',
    contentDescription: doc.contentDescription ?? '',
    contentPreview: previewOf(doc.contentPreview),
    assignment: assignmentOf(doc.assignment),
    transcript: (doc.transcripts ?? []).map(({ title, text }) => ({ title, text })),
    download: (doc.downloads ?? []).map((row) => ({ title: row.title, file: courseFileOf(row.file) })),
    prev: link(lectures[index - 1]),
    next: link(lectures[index + 1]),
    markAsRead: doneIds.includes(doc.id),
  }
}
