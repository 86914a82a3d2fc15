import { REST_GET } from '@payloadcms/next/routes'
import ExcelJS from 'exceljs'
import { PDFDocument } from 'pdf-lib'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TCourseReport } from '../../lib/contracts/courses/report'
import { learnerTranscript } from '../../backend/services/courses/transcript'
import { ORIGIN, call } from './account/http'
import { createExamBank, createQuizBank } from './assessments-helpers'
import { createTestCourse, type TTestCourse } from './courses-helpers'
import { createEvent, daysFromNow } from './events-helpers'
import { getText, memberWithSession } from './event-registration-helpers'
import { loadTestConfig } from './setup/config'
import { getTestPayload, unique } from './setup/payload'
import { readPdf } from '../../e2e/pdf-reader'

type TMember = Awaited<ReturnType<typeof memberWithSession>>

/** A GET answering bytes (XLSX, PDF) through Payload's route handler. */
async function getBytes(path: string, options: { token?: string; locale?: 'id' | 'en' } = {}) {
  const url = new URL(path, `${ORIGIN}/api/`)
  const headers = new Headers({ host: 'localhost:3000' })
  if (options.token) headers.set('authorization', `Bearer ${options.token}`)
  if (options.locale) headers.set('accept-language', options.locale)
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const response = await REST_GET(loadTestConfig())(new Request(url, { headers }), { params: Promise.resolve({ slug }) })
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}

/** CSV rows as cell arrays (no cell in these fixtures holds a comma, quote or line break). */
const csvRows = (text: string) => text.replace(/^\uFEFF/, '').trim().split('\r\n').map((line) => line.split(','))

async function xlsxRows(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
  const sheet = workbook.worksheets[0]
  const rows: { values: string[]; types: ExcelJS.ValueType[] }[] = []
  sheet.eachRow((row) => {
    const cells = Array.from({ length: sheet.columnCount }, (_, index) => row.getCell(index + 1))
    rows.push({ values: cells.map((cell) => (cell.value === null ? '' : String(cell.value))), types: cells.map((cell) => cell.type) })
  })
  return rows
}

describe('lecturer course report, its exports and the learner transcript', () => {
  let payload: Payload
  let course: TTestCourse
  let lecturer: TMember, otherLecturer: TMember, admin: TMember
  let fresh: TMember, midway: TMember, done: TMember
  let quizId: number, examId: number
  let forumAt: string
  const report = (query: string, token?: string, locale?: 'id' | 'en') => call<TCourseReport>('GET', `online-course/report?${query}`, { token, locale })

  beforeAll(async () => {
    payload = await getTestPayload()
    ;[lecturer, otherLecturer, admin, fresh, midway, done] = await Promise.all([
      memberWithSession('lecturer'),
      memberWithSession('lecturer'),
      memberWithSession('admin'),
      memberWithSession('learner'),
      memberWithSession('learner'),
      memberWithSession('learner'),
    ])
    course = await createTestCourse(payload, { lecturerId: lecturer.id, finalExam: true })
    await createTestCourse(payload, { lecturerId: otherLecturer.id })
    quizId = (await createQuizBank(payload, course)).id
    examId = (await createExamBank(payload, course)).id
    await payload.update({ collection: 'users', id: fresh.id, data: { fullName: '@Belum Mulai' }, overrideAccess: true })
    await payload.update({ collection: 'users', id: midway.id, data: { fullName: 'Sedang Belajar' }, overrideAccess: true })
    await payload.update({ collection: 'users', id: done.id, data: { fullName: 'Sudah Tuntas' }, overrideAccess: true })
    for (const learner of [fresh, midway, done]) await payload.create({ collection: 'course-enrolments', data: { user: learner.id, course: course.courseId }, overrideAccess: true })

    const mark = (user: number, lecture: number) => payload.create({ collection: 'lecture-progress', data: { user, lecture, course: course.courseId }, overrideAccess: true })
    const attempt = (user: number, assessment: number, number: number, score: number, passed: boolean) =>
      payload.create({
        collection: 'assessment-attempts',
        data: {
          user,
          assessment,
          course: course.courseId,
          number,
          attemptKey: `${user}:${assessment}:${number}`,
          startedAt: '2026-01-05T01:00:00.000Z',
          deadline: '2026-01-05T01:10:00.000Z',
          submittedAt: '2026-01-05T01:05:00.000Z',
          score,
          passed,
          reviewed: false,
        },
        overrideAccess: true,
      })
    await mark(midway.id, course.lectureIds[0])
    await attempt(midway.id, quizId, 1, 50, false)
    for (const lecture of course.lectureIds.filter((id) => id !== course.quizId)) await mark(done.id, lecture)
    await attempt(done.id, quizId, 1, 50, false)
    await attempt(done.id, quizId, 2, 100, true)
    await attempt(done.id, examId, 1, 80, true)
    await payload.create({ collection: 'certificates', data: { code: unique('CERT'), user: done.id, course: course.courseId, issuedAt: '2026-01-06T03:00:00.000Z' }, overrideAccess: true })
    const thread = await payload.create({
      collection: 'forum-threads',
      data: { course: course.courseId, chapter: course.chapterIds[0], title: 'Tanya', description: 'Pertanyaan', author: midway.id },
      overrideAccess: true,
    })
    forumAt = thread.createdAt
  })

  it('lists each learner with progress, best scores, weighted grade, attempts, certificate and last activity', async () => {
    const result = await report(`courseId=${course.courseId}`, lecturer.token)
    expect(result.status).toBe(200)
    const data = result.body.data!
    expect(data.assessments.map((assessment) => [assessment.assessmentId, assessment.kind])).toEqual([
      [quizId, 'quiz'],
      [examId, 'exam'],
    ])
    expect(data.counts).toEqual({ 'not-started': 1, 'in-progress': 1, completed: 1 })
    expect(data.total).toBe(3)
    const byId = Object.fromEntries(data.rows.map((row) => [row.accountId, row]))
    expect(byId[fresh.id]).toMatchObject({ status: 'not-started', percent: 0, scores: [null, null], courseGrade: null, attempts: 0, completed: false, certificateCode: null, lastActivity: null })
    expect(byId[midway.id]).toMatchObject({ status: 'in-progress', percent: 20, doneLectures: 1, scores: [50, null], courseGrade: 14.3, attempts: 1, lastActivity: forumAt })
    expect(byId[done.id]).toMatchObject({ status: 'completed', percent: 100, doneLectures: 5, scores: [100, 80], courseGrade: 85.7, attempts: 3, completed: true })
    expect(byId[done.id].certificateCode).toMatch(/^CERT/)
    // Their lecture marks (made now) are later than their attempts (January).
    expect(byId[done.id].lastActivity! > '2026-01-05T01:05:00.000Z').toBe(true)
  })

  it('filters by name or email and by status, and admins see any course', async () => {
    const byName = await report(`courseId=${course.courseId}&q=sedang`, lecturer.token)
    expect(byName.body.data!.rows.map((row) => row.accountId)).toEqual([midway.id])
    const byEmail = await report(`courseId=${course.courseId}&q=${encodeURIComponent(done.email.toUpperCase())}`, lecturer.token)
    expect(byEmail.body.data!.rows.map((row) => row.accountId)).toEqual([done.id])
    for (const [status, id] of [
      ['not-started', fresh.id],
      ['in-progress', midway.id],
      ['completed', done.id],
    ] as const) {
      const filtered = await report(`courseId=${course.courseId}&status=${status}`, admin.token)
      expect(filtered.status).toBe(200)
      expect(filtered.body.data!.rows.map((row) => row.accountId)).toEqual([id])
    }
    expect((await report(`courseId=${course.courseId}&status=bogus`, lecturer.token)).status).toBe(400)
  })

  it("refuses another course's lecturer, learners and visitors, and answers 404 for an unknown course", async () => {
    const other = await report(`courseId=${course.courseId}`, otherLecturer.token, 'en')
    expect(other.status).toBe(403)
    expect(other.body.message).toBe('You do not teach this course.')
    expect((await report(`courseId=${course.courseId}`, done.token)).status).toBe(403)
    expect((await report(`courseId=${course.courseId}`)).status).toBe(401)
    expect((await report('courseId=2147483000', lecturer.token)).status).toBe(404)
    expect((await getText(`online-course/report/export?courseId=${course.courseId}`, { token: otherLecturer.token })).status).toBe(403)
    expect((await getText(`online-course/report/export?courseId=${course.courseId}`, { token: midway.token })).status).toBe(403)
    expect((await getText(`online-course/report/export?courseId=${course.courseId}`)).status).toBe(401)
  })

  it('exports the rows as CSV with headers in the caller language and the formula guard', async () => {
    const result = await getText(`online-course/report/export?courseId=${course.courseId}`, { token: lecturer.token })
    expect(result.status).toBe(200)
    expect(result.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(result.headers.get('content-disposition')).toBe(`attachment; filename="course-${course.slug}-report.csv"`)
    const bytes = (await getBytes(`online-course/report/export?courseId=${course.courseId}`, { token: lecturer.token })).bytes
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [header, ...rows] = csvRows(result.text)
    expect(header).toEqual([
      'Nama lengkap', 'Email', 'Terdaftar (WIB)', 'Status', 'Kemajuan (%)', 'Materi selesai', 'Kuis uji (nilai terbaik)', 'Ujian uji (nilai terbaik)',
      'Nilai kursus', 'Jumlah percobaan', 'Tuntas', 'Nomor sertifikat', 'Tanggal sertifikat (WIB)', 'Aktivitas terakhir (WIB)',
    ])
    const byEmail = Object.fromEntries(rows.map((row) => [row[1], row]))
    expect(byEmail[fresh.email].slice(0, 2)).toEqual(["'@Belum Mulai", fresh.email])
    expect(byEmail[fresh.email][3]).toBe('Belum mulai')
    expect(byEmail[done.email].slice(3, 11)).toEqual(['Selesai', '100', '5', '100', '80', '85.7', '3', 'Ya'])
    expect(byEmail[done.email][12]).toBe('2026-01-06 10:00')
    const english = csvRows((await getText(`online-course/report/export?courseId=${course.courseId}&status=in-progress`, { token: lecturer.token, locale: 'en' })).text)
    expect(english[0].slice(0, 4)).toEqual(['Full name', 'Email', 'Enrolled (WIB)', 'Status'])
    expect(english.slice(1).map((row) => row[0])).toEqual(['Sedang Belajar'])
    expect(english[1][3]).toBe('In progress')
  })

  it('exports the same rows as XLSX, the formula-like name stored as text', async () => {
    const csv = csvRows((await getText(`online-course/report/export?courseId=${course.courseId}`, { token: lecturer.token })).text)
    const result = await getBytes(`online-course/report/export?courseId=${course.courseId}&format=xlsx`, { token: lecturer.token })
    expect(result.status).toBe(200)
    expect(result.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    const rows = await xlsxRows(result.bytes)
    expect(rows.map((row) => row.values)).toEqual(csv.map((row) => row.map((cell) => cell.replace(/^'@/, '@'))))
    const freshRow = rows.find((row) => row.values[1] === fresh.email)!
    expect(freshRow.values[0]).toBe('@Belum Mulai')
    expect(freshRow.types[0]).toBe(ExcelJS.ValueType.String)
  })

  it("gives the event registrations export in XLSX with the CSV's rows", async () => {
    const event = await createEvent({ title: unique('Acara'), startDate: daysFromNow(7), endDate: daysFromNow(8) })
    await payload.create({ collection: 'event-registrations', data: { event, user: midway.id }, overrideAccess: true })
    const csv = csvRows((await getText(`event/registration/export?eventId=${event}`, { token: admin.token })).text)
    const xlsx = await getBytes(`event/registration/export?eventId=${event}&format=xlsx`, { token: admin.token })
    expect(xlsx.status).toBe(200)
    expect((await xlsxRows(xlsx.bytes)).map((row) => row.values)).toEqual(csv)
    expect(csv[1][1]).toBe('Sedang Belajar')
  })

  it("downloads the learner's own transcript as a PDF built from their courses and certificates", async () => {
    const result = await getBytes('user/activity/transcript', { token: done.token, locale: 'en' })
    expect(result.status).toBe(200)
    expect(result.headers.get('content-type')).toBe('application/pdf')
    expect(result.bytes.subarray(0, 5).toString()).toBe('%PDF-')
    const pdf = await PDFDocument.load(result.bytes)
    expect(pdf.getPageCount()).toBe(1)
    expect(pdf.getTitle()).toBe('Learning Transcript — Sudah Tuntas')
    const { text } = await readPdf(new Uint8Array(result.bytes))
    expect(text).toContain(`Kursus ${course.slug}`)
    expect(text).toContain('Completed · Progress: 100% · Final grade: 85.7')
    const user = { id: done.id, fullName: 'Sudah Tuntas', email: done.email }
    const transcript = await learnerTranscript(payload, user, 'en')
    expect(transcript.courses).toEqual([{ courseName: `Kursus ${course.slug}`, status: 'completed', percent: 100, courseGrade: 85.7, completedAt: '2026-01-06T03:00:00.000Z' }])
    expect(transcript.certificates).toHaveLength(1)
    expect(transcript.certificates[0].verificationUrl).toContain(`/en/education/online-course/certificate/${transcript.certificates[0].code}`)
    expect((await getBytes('user/activity/transcript')).status).toBe(401)
    expect((await getBytes('user/activity/transcript', { token: lecturer.token })).status).toBe(403)
  })
})
