import type { Course, CourseFile } from '../../payload-types'
import { imageOf, uploadPath, type TFile, type TImage } from '../shapes'
import type { TOutlineChapter } from './course-outline'
import { downloadName } from '../../uploads/private-names'

export type TCourseCard = { courseId: number; slug: string; courseName: string; courseInfo: string; provided: string; image: TImage | null; totalLectures: number }
export type TSocmed = { icon: string; name: string; value: string }
export type TLecturer = { ava: TImage | null; name: string; position: string; description: string; socmed: TSocmed[] }
export type TCourseDetail = {
  courseId: number
  slug: string
  banner: { courseName: string; courseInfo: string; provided: string; latestUpdate: string | null }
  floatingBox: { image: TImage | null }
  about: { overview: string; courseFor: string; requirements: string; whatToLearn: string[] }
  lecturers: TLecturer[]
  listingChapter: { chapterId: number; chapterName: string; lectures: { title: string; type: string }[] }[]
  examAvailable: boolean
  alreadyEnroll: boolean
}
export type TAnnouncement = { id: string; title: string; body: string; date: string }
export type TMaterial = { id: string; title: string; url: string; file: TFile | null }

export function courseFileOf(file: number | CourseFile | null | undefined): TFile | null {
  if (!file || typeof file === 'number' || !file.url) return null
  return { url: uploadPath(file.url), filename: downloadName(file), mimeType: file.mimeType ?? '', filesize: file.filesize ?? null }
}

/** What a card, its progress and the catalogue order read of a course (depth 1 then populates only its image). */
export const CARD_FIELDS = { slug: true, name: true, info: true, provider: true, image: true, order: true, finalExam: true, passedQuizCompletesLecture: true } as const

export function toCourseCard(course: Pick<Course, 'id' | 'slug' | 'name' | 'info' | 'provider' | 'image'>, totalLectures: number): TCourseCard {
  return {
    courseId: course.id,
    slug: course.slug,
    courseName: course.name,
    courseInfo: course.info ?? '',
    provided: course.provider ?? '',
    image: imageOf(course.image),
    totalLectures,
  }
}

export function toCourseDetail(course: Course, outline: TOutlineChapter[], alreadyEnroll: boolean): TCourseDetail {
  return {
    courseId: course.id,
    slug: course.slug,
    banner: { courseName: course.name, courseInfo: course.info ?? '', provided: course.provider ?? '', latestUpdate: course.latestUpdate ?? null },
    floatingBox: { image: imageOf(course.image) },
    about: {
      overview: course.overview ?? '',
      courseFor: course.courseFor ?? '',
      requirements: course.requirements ?? '',
      whatToLearn: (course.whatToLearn ?? []).map((row) => row.item),
    },
    lecturers: (course.lecturers ?? []).map((lecturer) => ({
      ava: imageOf(lecturer.photo),
      name: lecturer.name,
      position: lecturer.position ?? '',
      description: lecturer.description ?? '',
      socmed: (lecturer.socmed ?? []).map(({ icon, name, value }) => ({ icon, name, value })),
    })),
    listingChapter: outline.map(({ chapterId, chapterName, lectures }) => ({ chapterId, chapterName, lectures: lectures.map(({ title, type }) => ({ title, type })) })),
    examAvailable: !!course.finalExam,
    alreadyEnroll,
  }
}

export function toAnnouncements(course: Pick<Course, 'announcements'>): TAnnouncement[] {
  return (course.announcements ?? [])
    .map((row) => ({ id: row.id ?? '', title: row.title, body: row.body, date: row.date }))
    .sort((a, b) => b.date.localeCompare(a.date))
}

export function toMaterials(course: Pick<Course, 'materials'>): TMaterial[] {
  return (course.materials ?? []).map((row) => {
    const file = courseFileOf(row.file)
    return { id: row.id ?? '', title: row.title, url: file?.url ?? row.url ?? '', file }
  })
}
