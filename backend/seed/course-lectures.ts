import type { Payload, PayloadRequest } from 'payload'
import type { TLectureSeed } from './courses-copy'
import { seedCourseFile } from './course-files'
import { paragraphs } from './rich-text'

const SLIDES = ['1. Perencanaan / Planning', '2. Penyiapan / Preparation', '3. Transaksi / Transaction', '4. Pelaksanaan / Implementation']

/** Files a lecture of this type plays or offers (uploads belong to the course so only its learners reach them). */
async function lectureMedia(payload: Payload, req: PayloadRequest, courseId: number, lecture: TLectureSeed, key: string) {
  if (lecture.type === 'audio') return seedCourseFile(payload, req, courseId, 'audio', `${key}.wav`, lecture.title.en)
  if (lecture.type === 'presentation') return seedCourseFile(payload, req, courseId, 'pdf', `${key}-slides.pdf`, lecture.title.en, SLIDES)
  if (lecture.type === 'file') return seedCourseFile(payload, req, courseId, 'pdf', `${key}.pdf`, lecture.title.en, [lecture.description.en])
  return undefined
}

/** One lecture in Indonesian, then its English text on the same rows. Returns its id. */
export async function seedLecture(payload: Payload, req: PayloadRequest, courseId: number, chapterId: number, order: number, lecture: TLectureSeed, key: string) {
  const media = await lectureMedia(payload, req, courseId, lecture, key)
  const download = lecture.type === 'reading' ? await seedCourseFile(payload, req, courseId, 'pdf', `${key}-notes.pdf`, `${lecture.title.en}: notes`, lecture.body?.en ?? []) : undefined
  const created = await payload.create({
    collection: 'course-lectures',
    locale: 'id',
    data: {
      chapter: chapterId,
      order,
      type: lecture.type,
      title: lecture.title.id,
      description: lecture.description.id,
      videoSource: lecture.video?.source,
      videoUrl: lecture.video?.url,
      media,
      body: lecture.body ? paragraphs(lecture.body.id) : undefined,
      instruction: lecture.type === 'quiz' ? 'Kerjakan kuis ini setelah menyelesaikan materi bab.' : undefined,
      transcripts: lecture.transcript ? [{ title: 'Transkrip', text: lecture.transcript.id }] : [],
      downloads: download ? [{ title: 'Catatan bacaan (PDF)', file: download }] : [],
      contentDescription: lecture.contentDescription?.id,
      assignment: lecture.assignment ? { question: lecture.assignment.question.id, duration: lecture.assignment.duration } : undefined,
    },
    overrideAccess: true,
    req,
  })
  await payload.update({
    collection: 'course-lectures',
    id: created.id,
    locale: 'en',
    data: {
      title: lecture.title.en,
      description: lecture.description.en,
      body: lecture.body ? paragraphs(lecture.body.en) : undefined,
      instruction: lecture.type === 'quiz' ? 'Take this quiz after finishing the chapter’s lectures.' : undefined,
      transcripts: (created.transcripts ?? []).map((row) => ({ id: row.id, title: 'Transcript', text: lecture.transcript?.en ?? '' })),
      downloads: (created.downloads ?? []).map((row) => ({ id: row.id, title: 'Reading notes (PDF)', file: row.file })),
      contentDescription: lecture.contentDescription?.en,
      assignment: lecture.assignment ? { ...created.assignment, question: lecture.assignment.question.en } : undefined,
    },
    overrideAccess: true,
    req,
  })
  return created.id
}
