import type { Payload } from 'payload'
import { unique } from './setup/payload'

export type TTestCourse = { courseId: number; slug: string; lectureIds: number[]; quizId: number; chapterIds: number[] }

/**
 * A published course with two chapters: reading, video, audio in the first, file and quiz in the second,
 * taught by `lecturerId` when given.
 */
export async function createTestCourse(payload: Payload, options: { lecturerId?: number; finalExam?: boolean } = {}): Promise<TTestCourse> {
  const slug = unique('course')
  const course = await payload.create({
    collection: 'courses',
    data: {
      _status: 'published',
      slug,
      name: `Kursus ${slug}`,
      info: 'Info',
      finalExam: options.finalExam ?? false,
      lecturers: options.lecturerId ? [{ account: options.lecturerId, name: 'Pengajar Uji' }] : [],
    },
    overrideAccess: true,
  })
  const lectureIds: number[] = []
  const chapterIds: number[] = []
  let quizId = 0
  const plan = [
    ['reading', 'video', 'audio'],
    ['file', 'quiz'],
  ] as const
  for (const [c, types] of plan.entries()) {
    const chapter = await payload.create({ collection: 'course-chapters', data: { course: course.id, title: `Bab ${c + 1}`, order: c + 1 }, overrideAccess: true })
    chapterIds.push(chapter.id)
    for (const [l, type] of types.entries()) {
      const lecture = await payload.create({
        collection: 'course-lectures',
        data: {
          chapter: chapter.id,
          order: l + 1,
          type,
          title: `Materi ${c + 1}.${l + 1}`,
          ...(type === 'video' ? { videoSource: 'youtube' as const, videoUrl: 'https://www.youtube.com/watch?v=abcdefghijk' } : {}),
        },
        overrideAccess: true,
      })
      lectureIds.push(lecture.id)
      if (type === 'quiz') quizId = lecture.id
    }
  }
  return { courseId: course.id, slug, lectureIds, quizId, chapterIds }
}

/** Sets a course's completion rules (decision 035). */
export function setCourseRules(payload: Payload, courseId: number, rules: { sequential?: boolean; passedQuizCompletesLecture?: boolean; prerequisites?: number[] }) {
  return payload.update({ collection: 'courses', id: courseId, data: rules, overrideAccess: true })
}
