import type { Payload, PayloadRequest } from 'payload'
import type { Locale } from '../../lib/i18n/config'
import { CP3P_CHAPTERS, pick, type TCp3pProgrammeSeed } from './cp3p-copy'
import { paragraphs } from './rich-text'

type TL = { id: string; en: string }
type TLectureSeed = (typeof CP3P_CHAPTERS)[number]['lectures'][number]

function lectureData(lecture: TLectureSeed, locale: Locale) {
  if (lecture.type === 'quiz') return { title: lecture.title[locale], type: 'quiz' as const, instruction: lecture.body?.map((row) => row[locale]).join(' ') ?? '' }
  if (lecture.type === 'video') return { title: lecture.title[locale], type: 'video' as const, videoSource: 'youtube' as const, videoUrl: lecture.videoUrl }
  return { title: lecture.title[locale], type: lecture.type, body: lecture.body ? paragraphs(pick(locale, lecture.body)) : undefined }
}

/**
 * A programme's course on the online-course engine (decision 036): marked cp3p (out of the catalogue), published,
 * ending with a final exam, with the programme's chapters and lectures. seed/assessments.ts then adds the quiz of
 * the quiz lecture and the final exam, so a paid learner can earn the certificate. Returns the course id.
 */
export async function seedCp3pEngineCourse(payload: Payload, req: PayloadRequest, seed: TCp3pProgrammeSeed & { title: TL }): Promise<number> {
  const course = await payload.create({
    collection: 'courses',
    locale: 'id',
    data: { _status: 'published', slug: seed.slug, name: seed.title.id, cp3pCourse: true, finalExam: true, order: 100, intro: seed.intro.id },
    overrideAccess: true,
    req,
  })
  await payload.update({ collection: 'courses', id: course.id, locale: 'en', data: { name: seed.title.en, intro: seed.intro.en }, overrideAccess: true, req })
  for (const [c, chapter] of CP3P_CHAPTERS.entries()) {
    const created = await payload.create({ collection: 'course-chapters', locale: 'id', data: { course: course.id, order: c + 1, title: chapter.title.id }, overrideAccess: true, req })
    await payload.update({ collection: 'course-chapters', id: created.id, locale: 'en', data: { title: chapter.title.en }, overrideAccess: true, req })
    for (const [l, lecture] of chapter.lectures.entries()) {
      const row = await payload.create({ collection: 'course-lectures', locale: 'id', data: { chapter: created.id, order: l + 1, ...lectureData(lecture, 'id') }, overrideAccess: true, req })
      await payload.update({ collection: 'course-lectures', id: row.id, locale: 'en', data: lectureData(lecture, 'en'), overrideAccess: true, req })
    }
  }
  return course.id
}
