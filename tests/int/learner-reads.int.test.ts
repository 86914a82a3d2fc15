import type { CollectionSlug } from 'payload'
import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'
import { flatQuery } from '../../backend/lib/flat-rows'
import { usesPostgres } from '../../lib/runtime/database-url'
import { listCourseAttempts } from '../../backend/services/assessments/attempts'
import { learnerStanding } from '../../backend/services/courses/learner-standing'
import { markedLectureIds, type TCourseProgress } from '../../backend/services/courses/progress'
import { registeredMember } from './account/accounts'
import { createQuizBank } from './assessments-helpers'
import { call } from './account/http'
import { createTestCourse, type TTestCourse } from './courses-helpers'
import { getTestPayload } from './setup/payload'

/**
 * The learner calls read authored content from memory and their own rows straight through drizzle
 * (docs/decisions/010). Neither may show anything Payload itself would not: an editor's change shows on the next
 * call, and a row reads as the same document Payload returns.
 */

type TStructure = { courseName: string; progress: TCourseProgress; listingChapter: { chapterName: string; lectures: { lecturesId: number; title: string }[] }[] }

let course: TTestCourse
let learner: Awaited<ReturnType<typeof registeredMember>>
const structure = async () => (await call<TStructure>('GET', `online-course/course-structure?courseId=${course.courseId}`, { cookie: learner.token })).body.data!

beforeAll(async () => {
  course = await createTestCourse(await getTestPayload())
  learner = await registeredMember()
  await call('POST', 'online-course/enroll', { cookie: learner.token, body: { courseId: course.courseId } })
})

describe('authored content kept in memory', () => {
  it('shows an editor’s new lecture title, new lecture and new course name on the very next call', async () => {
    const payload = await getTestPayload()
    expect((await structure()).listingChapter[0].lectures[0].title).toBe('Materi 1.1')
    await payload.update({ collection: 'course-lectures', id: course.lectureIds[0], locale: 'id', data: { title: 'Materi yang diganti' }, overrideAccess: true })
    await payload.update({ collection: 'courses', id: course.courseId, locale: 'id', data: { name: 'Nama baru' }, overrideAccess: true })
    const added = await payload.create({ collection: 'course-lectures', data: { chapter: course.chapterIds[0], order: 9, type: 'reading', title: 'Materi tambahan' }, overrideAccess: true })
    const after = await structure()
    expect(after.courseName).toBe('Nama baru')
    expect(after.listingChapter[0].lectures.map((lecture) => lecture.title)).toEqual(['Materi yang diganti', 'Materi 1.2', 'Materi 1.3', 'Materi tambahan'])
    expect(after.progress.totalLectures).toBe(6)
    await payload.delete({ collection: 'course-lectures', id: added.id, overrideAccess: true })
    expect((await structure()).progress.totalLectures).toBe(5)
  })

  it('stops answering a course as soon as it is unpublished', async () => {
    const payload = await getTestPayload()
    const other = await createTestCourse(payload)
    await call('POST', 'online-course/enroll', { cookie: learner.token, body: { courseId: other.courseId } })
    const path = `online-course/course-structure?courseId=${other.courseId}`
    expect((await call('GET', path, { cookie: learner.token })).status).toBe(200)
    await payload.update({ collection: 'courses', id: other.courseId, data: { _status: 'draft' }, overrideAccess: true })
    expect((await call('GET', path, { cookie: learner.token })).status).toBe(404)
  })

  it('takes an account’s new role at once: a learner made lecturer is refused learner-only calls', async () => {
    const payload = await getTestPayload()
    const member = await registeredMember()
    const target = { courseId: course.courseId, type: 'quiz', chapterId: course.chapterIds[1], lecturesId: course.quizId }
    await call('POST', 'online-course/enroll', { cookie: member.token, body: { courseId: course.courseId } })
    expect((await call('POST', 'online-course/mark-as-read', { cookie: member.token, body: { courseId: course.courseId, lecturesId: course.lectureIds[0] } })).status).toBe(200)
    await payload.update({ collection: 'users', id: member.accountId, data: { role: 'lecturer' }, overrideAccess: true })
    expect((await call('POST', 'online-course/interface-assignment', { cookie: member.token, body: target })).status).toBe(403)
  })
})

describe('learner rows read through drizzle', () => {
  const slugs: CollectionSlug[] = ['course-enrolments', 'lecture-progress', 'assessment-attempts', 'assessment-answers', 'sessions']

  it('read as the same documents Payload’s own find returns (dates, numbers, JSON, relations at depth 0)', async () => {
    const payload = await getTestPayload()
    await call('POST', 'online-course/mark-as-read', { cookie: learner.token, body: { courseId: course.courseId, lecturesId: course.lectureIds[1] } })
    // A submitted attempt, so its score and every date column are filled.
    await createQuizBank(payload, course)
    const target = { courseId: course.courseId, type: 'quiz', chapterId: course.chapterIds[1], lecturesId: course.quizId }
    const view = (await call<{ attemptId: number; questionId: string; answer: { id: string }[] }>('POST', 'online-course/interface-assignment', { cookie: learner.token, body: target })).body.data!
    const submitted = await call('POST', 'online-course/interface-assignment-next', {
      cookie: learner.token,
      body: { ...target, attemptId: view.attemptId, questionId: view.questionId, choices: [view.answer[0].id], finish: true },
    })
    expect(submitted.status).toBe(201)
    for (const slug of slugs) {
      const { docs } = await payload.find({ collection: slug, depth: 0, limit: 3, sort: '-createdAt', overrideAccess: true, pagination: false })
      expect(docs.length).toBeGreaterThan(0)
      const byIds = flatQuery<Record<string, unknown>, { id: number }>(`test_${slug.replace(/-/g, '_')}`, slug, (table, { eq }, param) => ({ where: eq(table.id as never, param('id')), limit: 1 }))
      for (const doc of docs) expect((await byIds(payload, { id: doc.id }))[0]).toEqual(doc)
    }
  })

  it('a learner’s standing (one statement on PostgreSQL) reads as the separate reads and Payload’s find do', async () => {
    const payload = await getTestPayload()
    const standing = await learnerStanding(payload, learner.accountId, course.courseId)
    expect(standing.enrolled).toBe(true)
    expect([...standing.markedIds].sort()).toEqual([...(await markedLectureIds(payload, learner.accountId, course.courseId))].sort())
    const where = { user: { equals: learner.accountId }, course: { equals: course.courseId } }
    const { docs } = await payload.find({ collection: 'assessment-attempts', where, depth: 0, pagination: false, overrideAccess: true })
    expect(docs.length).toBeGreaterThan(0)
    const byId = (rows: { id: number }[]) => [...rows].sort((a, b) => a.id - b.id)
    expect(byId(standing.attempts)).toEqual(byId(docs))
    expect(byId(standing.attempts)).toEqual(byId(await listCourseAttempts(payload, learner.accountId, course.courseId)))
    expect(standing.accommodations).toEqual([])
    // The accommodations staff recorded for the learner in the course, as Payload's find reads them.
    const accommodation = await payload.create({
      collection: 'assessment-accommodations',
      data: { user: learner.accountId, course: course.courseId, extraMinutes: 15, timeMultiplier: 1.5, extraAttempts: 1, note: 'standing test' },
      overrideAccess: true,
    })
    try {
      const stored = await payload.find({ collection: 'assessment-accommodations', where, depth: 0, pagination: false, overrideAccess: true })
      expect((await learnerStanding(payload, learner.accountId, course.courseId)).accommodations).toEqual(stored.docs)
    } finally {
      await payload.delete({ collection: 'assessment-accommodations', id: accommodation.id, overrideAccess: true })
    }
    const stranger = await registeredMember()
    expect(await learnerStanding(payload, stranger.accountId, course.courseId)).toEqual({ enrolled: false, markedIds: [], attempts: [], accommodations: [] })
  })

  it.skipIf(!usesPostgres())('an assessment call reads the learner’s own rows in one statement on PostgreSQL', async () => {
    const target = `courseId=${course.courseId}&type=quiz&chapterId=${course.chapterIds[1]}&lecturesId=${course.quizId}`
    const statements: string[] = []
    const query = pg.Client.prototype.query as (...args: unknown[]) => unknown
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const first = args[0] as string | { text?: string }
      statements.push(typeof first === 'string' ? first : (first?.text ?? ''))
      return query.apply(this, args)
    } as typeof pg.Client.prototype.query
    try {
      for (const path of ['online-course/assignment/how-to-use', 'online-course/interface-assignment/quiz-validation']) {
        statements.length = 0
        expect((await call('GET', `${path}?${target}`, { cookie: learner.token })).status).toBe(200)
        // The enrolment, marks, attempts and accommodations: one statement (decision 010), where they were four.
        expect(statements.filter((text) => /course_enrolments|lecture_progress|assessment_attempts|assessment_accommodations/.test(text)), path).toHaveLength(1)
      }
    } finally {
      pg.Client.prototype.query = query as typeof pg.Client.prototype.query
    }
  })

  it('refuses a collection that is not one flat table', async () => {
    const payload = await getTestPayload()
    const courses = flatQuery('test_courses', 'courses', (table, { eq }, param) => ({ where: eq(table.id as never, param('id')) }))
    await expect(courses(payload, { id: course.courseId })).rejects.toThrow(/not one flat table/)
  })
})
