import { ValidationError, type CollectionBeforeChangeHook, type CollectionConfig, type PayloadRequest } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { allOf, courseOf, namedCourse, teachingCreate, teachingRows, teachingUpdate } from '../../access/teaching'
import { forgetContentHooks } from '../../lib/content-cache'
import { questionsField } from './question-fields'

const idOf = (value: unknown) => (typeof value === 'object' && value ? (value as { id: number }).id : (value as number | undefined))

/**
 * `key` is `quiz:<lectureId>` or `exam:<courseId>` and unique, so a quiz lecture has one bank and a course one
 * final exam. A quiz's course is taken from its lecture, so it can never count in another course.
 */
const deriveKey: CollectionBeforeChangeHook = async ({ data, req }) => {
  if (data.kind === 'quiz') {
    const lectureId = idOf(data.lecture)
    if (!lectureId) throw new Error('A quiz needs its quiz lecture')
    const lecture = await req.payload.findByID({ collection: 'course-lectures', id: lectureId, depth: 0, overrideAccess: true, req })
    const course = idOf(lecture.course)
    await drawsFromOwnCourse(req, data, course)
    return { ...data, course, key: `quiz:${lectureId}` }
  }
  const courseId = idOf(data.course)
  if (!courseId) throw new Error('A final exam needs its course')
  await drawsFromOwnCourse(req, data, courseId)
  return { ...data, lecture: null, key: `exam:${courseId}` }
}

/**
 * Every bank an assessment draws from belongs to the assessment's own course (for admins too): a draw from another
 * course's bank would hand that course's questions, and after a review its answer key, to these learners.
 */
async function drawsFromOwnCourse(req: PayloadRequest, data: Record<string, unknown>, courseId: number | undefined) {
  const bankIds = ((data.draws as { bank?: unknown }[] | undefined) ?? []).map((row) => idOf(row.bank))
  const banks = await Promise.all(bankIds.map((id) => (id ? req.payload.findByID({ collection: 'question-banks', id, depth: 0, overrideAccess: true, disableErrors: true, req }) : null)))
  if (banks.every((bank) => bank && idOf(bank.course) === courseId)) return
  const message = req.locale === 'en' ? "A question bank can only be drawn from in its own course's quizzes and exam." : 'Bank soal hanya dapat dipakai oleh kuis dan ujian kursusnya sendiri.'
  throw new ValidationError({ collection: 'assessments', errors: [{ path: 'draws', message }] })
}

/** A bank's course: a quiz's comes from its lecture, an exam names it. */
const bankCourses = allOf(namedCourse, courseOf('lecture'))

/**
 * A question bank: one per quiz lecture, one per course final exam. Only the course's staff read it; learners see questions
 * through /api/online-course/interface-assignment, which never sends the correct options or explanations
 * before the attempt is submitted (backend/services/assessments/shapes.ts).
 */
export const Assessments: CollectionConfig = {
  slug: 'assessments',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'kind', 'course', 'lecture'] },
  access: { read: teachingRows(), create: teachingCreate(bankCourses), update: teachingUpdate(bankCourses), delete: isAdmin },
  hooks: { beforeChange: [deriveKey], ...forgetContentHooks('assessments') },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'kind', type: 'select', required: true, defaultValue: 'quiz', options: [{ label: 'Quiz', value: 'quiz' }, { label: 'Final exam', value: 'exam' }] },
    { name: 'course', type: 'relationship', relationTo: 'courses', index: true, admin: { description: 'For a final exam; a quiz takes the course of its lecture.' } },
    { name: 'lecture', type: 'relationship', relationTo: 'course-lectures', index: true, filterOptions: { type: { equals: 'quiz' } }, admin: { condition: (data) => data?.kind === 'quiz', description: 'The quiz lecture this bank belongs to.' } },
    { name: 'key', type: 'text', unique: true, index: true, admin: { readOnly: true, position: 'sidebar' } },
    {
      type: 'row',
      fields: [
        { name: 'passingGrade', type: 'number', required: true, defaultValue: 70, min: 0, max: 100 },
        { name: 'weight', type: 'number', required: true, defaultValue: 10, min: 0, max: 100 },
        { name: 'attemptsAllowed', type: 'number', required: true, defaultValue: 3, min: 1, max: 20 },
        { name: 'timeLimitMinutes', type: 'number', required: true, defaultValue: 10, min: 1, max: 600 },
      ],
    },
    { name: 'howToUseTitle', type: 'text', localized: true },
    { name: 'howToUse', type: 'textarea', localized: true },
    questionsField({ requiredUnless: 'draws' }),
    {
      name: 'draws',
      type: 'array',
      admin: { description: 'Besides its own questions, each attempt draws this many questions at random from each bank.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'bank', type: 'relationship', relationTo: 'question-banks', required: true },
            { name: 'count', type: 'number', required: true, defaultValue: 1, min: 1, max: 100 },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'shuffleQuestions', type: 'checkbox', defaultValue: false },
        { name: 'shuffleOptions', type: 'checkbox', defaultValue: false },
      ],
    },
  ],
}
