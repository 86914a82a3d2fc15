import type { Payload, PayloadRequest } from 'payload'
import { seedCourseFile, seedLecturerPhoto } from './course-files'
import { seedLecture } from './course-lectures'
import { COURSE_SEEDS, type TCourseSeed } from './courses-copy'
import { DEMO_ACCOUNTS } from './demo-accounts'
import { seedCover } from './seed-files'

type TUserIds = Record<string, number>

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()

const ANNOUNCEMENTS = [
  { id: 'Sesi tanya jawab daring dengan pengajar setiap Jumat pukul 14.00 WIB.', en: 'Online Q&A with the lecturer every Friday at 14:00 WIB.', titleId: 'Sesi tanya jawab mingguan', titleEn: 'Weekly Q&A session', days: 3 },
  { id: 'Materi bab 2 telah diperbarui dengan regulasi terbaru.', en: 'Chapter 2 has been updated with the latest regulation.', titleId: 'Materi diperbarui', titleEn: 'Lectures updated', days: 20 },
]

async function createCourse(payload: Payload, req: PayloadRequest, seed: TCourseSeed, index: number, users: TUserIds, photo: number) {
  const image = await seedCover(payload, req, index, seed.cover, { id: `Sampul kursus ${seed.name.id}`, en: `Cover of the course ${seed.name.en}` })
  const lecturer = DEMO_ACCOUNTS.lecturer
  const created = await payload.create({
    collection: 'courses',
    locale: 'id',
    data: {
      _status: 'published',
      slug: seed.slug,
      order: index,
      name: seed.name.id,
      info: seed.info.id,
      provider: seed.provider.id,
      latestUpdate: daysAgo(10 + index * 15),
      image,
      intro: seed.intro.id,
      overview: seed.overview.id,
      courseFor: seed.courseFor.id,
      requirements: seed.requirements.id,
      whatToLearn: seed.whatToLearn.map((item) => ({ item: item.id })),
      lecturers: [
        {
          account: users.lecturer,
          name: lecturer.fullName,
          position: 'Spesialis KPBU, LPI Learning',
          description: 'Berpengalaman 12 tahun menyiapkan proyek KPBU air minum, jalan, dan energi.',
          photo,
          socmed: [
            { icon: 'linkedin', name: 'LinkedIn', value: 'https://www.linkedin.com/in/ratna-kusumawati-demo' },
            { icon: 'email', name: 'Email', value: lecturer.email },
          ],
        },
      ],
      mentors: index === 0 ? [users.mentor] : [],
      finalExam: seed.finalExam,
      workshop: seed.workshop ?? false,
      announcements: index === 0 ? ANNOUNCEMENTS.map((row) => ({ title: row.titleId, body: row.id, date: daysAgo(row.days) })) : [],
    },
    overrideAccess: true,
    req,
  })
  return created
}

async function addEnglishAndMaterials(payload: Payload, req: PayloadRequest, seed: TCourseSeed, course: Awaited<ReturnType<typeof createCourse>>, index: number) {
  const materials =
    index === 0
      ? [
          { title: 'Glosarium KPBU (PDF)', file: await seedCourseFile(payload, req, course.id, 'pdf', `${seed.slug}-glossary.pdf`, 'PPP glossary', ['PJPK: contracting agency', 'VfM: value for money', 'AP: availability payment']) },
          { title: 'Situs resmi KPBU Kementerian Keuangan', url: 'https://kpbu.kemenkeu.go.id' },
        ]
      : []
  const withMaterials = await payload.update({ collection: 'courses', id: course.id, locale: 'id', data: { materials }, overrideAccess: true, req })
  const englishMaterials = ['PPP glossary (PDF)', 'The Ministry of Finance PPP site']
  await payload.update({
    collection: 'courses',
    id: course.id,
    locale: 'en',
    data: {
      name: seed.name.en,
      info: seed.info.en,
      provider: seed.provider.en,
      intro: seed.intro.en,
      overview: seed.overview.en,
      courseFor: seed.courseFor.en,
      requirements: seed.requirements.en,
      whatToLearn: (course.whatToLearn ?? []).map((row, i) => ({ id: row.id, item: seed.whatToLearn[i].en })),
      lecturers: (course.lecturers ?? []).map((row) => ({ ...row, position: 'PPP specialist, LPI Learning', description: '12 years preparing water, road and energy PPP projects.' })),
      announcements: (course.announcements ?? []).map((row, i) => ({ ...row, title: ANNOUNCEMENTS[i].titleEn, body: ANNOUNCEMENTS[i].en })),
      materials: (withMaterials.materials ?? []).map((row, i) => ({ ...row, title: englishMaterials[i] })),
    },
    overrideAccess: true,
    req,
  })
}

/** Returns the lecture ids of the course in order. */
async function seedChapters(payload: Payload, req: PayloadRequest, seed: TCourseSeed, courseId: number): Promise<number[]> {
  const lectureIds: number[] = []
  for (const [c, chapter] of seed.chapters.entries()) {
    const created = await payload.create({ collection: 'course-chapters', locale: 'id', data: { course: courseId, order: c + 1, title: chapter.title.id }, overrideAccess: true, req })
    await payload.update({ collection: 'course-chapters', id: created.id, locale: 'en', data: { title: chapter.title.en }, overrideAccess: true, req })
    for (const [l, lecture] of chapter.lectures.entries()) {
      lectureIds.push(await seedLecture(payload, req, courseId, created.id, l + 1, lecture, `${seed.slug}-${c + 1}-${l + 1}`))
    }
  }
  return lectureIds
}

async function enrol(payload: Payload, req: PayloadRequest, userId: number, courseId: number, readLectureIds: number[]) {
  await payload.create({ collection: 'course-enrolments', data: { user: userId, course: courseId }, overrideAccess: true, req })
  for (const lecture of readLectureIds) {
    await payload.create({ collection: 'lecture-progress', data: { user: userId, course: courseId, lecture }, overrideAccess: true, req })
  }
}

/**
 * Four bilingual courses taught by the demo lecturer (the first also mentored by the demo mentor). The
 * demo learner is part-way through the first course and has finished the third; the second learner is
 * enrolled nowhere, so the browser tests enrol them.
 */
export async function seedCourses(payload: Payload, req: PayloadRequest, users: TUserIds) {
  const photo = await seedLecturerPhoto(payload, req, DEMO_ACCOUNTS.lecturer.fullName)
  const lectures: number[][] = []
  const courseIds: number[] = []
  for (const [index, seed] of COURSE_SEEDS.entries()) {
    const course = await createCourse(payload, req, seed, index, users, photo)
    await addEnglishAndMaterials(payload, req, seed, course, index)
    courseIds.push(course.id)
    lectures.push(await seedChapters(payload, req, seed, course.id))
  }
  await enrol(payload, req, users.learner, courseIds[0], lectures[0].slice(0, 2))
  await enrol(payload, req, users.learner, courseIds[2], lectures[2])
}
