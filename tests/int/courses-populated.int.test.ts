import { beforeAll, describe, expect, it } from 'vitest'
import { textPdf } from '../../backend/seed/documents/pdf'
import { createTestImage } from './about-helpers'
import { bankQuestions, enrolledLearner } from './assessments-helpers'
import { call } from './account/http'
import { createTestCourse, type TTestCourse } from './courses-helpers'
import { createUser, getTestPayload, unique } from './setup/payload'

/**
 * The course calls read the course, its lectures and banks at the smallest depth (issue 11, the load benchmark):
 * what a page shows from a related document (a material file, a lecturer's photo, a question's image, a mentor)
 * must still arrive populated, and what only one call reads (the announcements) must still arrive there.
 */
let course: TTestCourse
let learner: { token: string; id: number }
let mentorName: string

beforeAll(async () => {
  const payload = await getTestPayload()
  const mentor = await createUser('mentor')
  mentorName = mentor.fullName
  course = await createTestCourse(payload)
  const photo = await createTestImage(unique('lecturer'), { id: 'Foto pengajar', en: 'Lecturer photo' })
  const questionImage = await createTestImage(unique('question'), { id: 'Gambar soal', en: 'Question image' })
  const data = textPdf('Handout', ['One page'])
  const file = await payload.create({
    collection: 'course-files',
    data: { course: course.courseId, title: 'Handout' },
    file: { data, mimetype: 'application/pdf', name: `${unique('handout')}.pdf`, size: data.length },
    overrideAccess: true,
  })
  await payload.update({
    collection: 'courses',
    id: course.courseId,
    data: {
      lecturers: [{ name: 'Dr. Foto', photo }],
      mentors: [mentor.id],
      materials: [{ title: 'Handout', file: file.id }],
      announcements: [{ title: 'Jadwal baru', body: 'Sesi tanya jawab Jumat.', date: '2026-11-20T00:00:00.000Z' }],
    },
    overrideAccess: true,
  })
  const [first, second] = bankQuestions('gambar')
  await payload.create({
    collection: 'assessments',
    data: { title: 'Kuis bergambar', kind: 'quiz', lecture: course.quizId, passingGrade: 100, weight: 20, attemptsAllowed: 3, timeLimitMinutes: 10, questions: [{ ...first, image: questionImage }, second] },
    overrideAccess: true,
  })
  learner = await enrolledLearner(course)
})

describe('course calls read related documents populated', () => {
  it('shows the lecturer photo on the public detail', async () => {
    const { body } = await call<{ lecturers: { name: string; ava: { path?: string } | null }[] }>('GET', `online-course/detail?courseId=${course.courseId}`)
    expect(body.data?.lecturers[0]?.name).toBe('Dr. Foto')
    expect(body.data?.lecturers[0]?.ava).not.toBeNull()
  })

  it('lists the announcements, which the course calls read only here', async () => {
    const { status, body } = await call<{ announcements: { title: string; body: string }[] }>('GET', `online-course/announcement?courseId=${course.courseId}`, { cookie: learner.token })
    expect(status).toBe(200)
    expect(body.data?.announcements).toEqual([expect.objectContaining({ title: 'Jadwal baru', body: 'Sesi tanya jawab Jumat.' })])
  })

  it('lists a material with its file', async () => {
    const { status, body } = await call<{ materials: { title: string; file: { url: string; mimeType: string } | null }[] }>('GET', `online-course/material?courseId=${course.courseId}`, { cookie: learner.token })
    expect(status).toBe(200)
    expect(body.data?.materials[0]?.file?.mimeType).toBe('application/pdf')
    expect(body.data?.materials[0]?.file?.url).toMatch(/\.pdf$/)
  })

  it('shows the question image while the quiz is taken', async () => {
    const chapterId = course.chapterIds[1]
    const started = await call<{ image: { path: string; alt: string } | null; number: number }>('POST', 'online-course/interface-assignment', {
      cookie: learner.token,
      body: { courseId: course.courseId, type: 'quiz', chapterId, lecturesId: course.quizId },
    })
    expect(started.status).toBe(200)
    expect(started.body.data?.image?.path).toMatch(/\.png$/)
    expect(started.body.data?.image?.alt).toBe('Gambar soal')
  })

  it('finds a quiz by its chapter and lecture, never through another chapter or a lecture that is no quiz', async () => {
    const howToUse = (chapterId: number, lecturesId?: number) =>
      call<{ title: string }>('GET', `online-course/assignment/how-to-use?courseId=${course.courseId}&type=quiz&chapterId=${chapterId}${lecturesId ? `&lecturesId=${lecturesId}` : ''}`, { cookie: learner.token })
    const [firstChapter, quizChapter] = course.chapterIds
    expect((await howToUse(quizChapter, course.quizId)).body.data?.title).toBe('Kuis bergambar')
    expect((await howToUse(quizChapter)).body.data?.title).toBe('Kuis bergambar')
    expect((await howToUse(firstChapter, course.quizId)).status).toBe(404)
    expect((await howToUse(quizChapter, course.lectureIds[3])).status).toBe(404)
  })

  it('names the lecturers with their photo and the mentors in the discussion home', async () => {
    const { status, body } = await call<{ lecturers: { name: string; ava: unknown }[]; mentors: { name?: string; fullName?: string }[] }>('GET', `online-course/discussion/lists?courseId=${course.courseId}`, { cookie: learner.token })
    expect(status).toBe(200)
    expect(body.data?.lecturers[0]).toMatchObject({ name: 'Dr. Foto' })
    expect(body.data?.lecturers[0]?.ava).not.toBeNull()
    expect(JSON.stringify(body.data?.mentors)).toContain(mentorName)
  })
})
