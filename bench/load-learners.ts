/**
 * `npm run bench:load` step: the simulated learners' accounts (tsx bench/load-learners.ts <count> <password>
 * [--exam-ready <course slug>]). Active learner accounts with the portal's argon2id password, as the seed makes them.
 * One hash serves every account (hashing 200 times would only slow the setup down), and rows go in through the
 * adapter: Payload's own PBKDF2 password (600k rounds, only for /admin) is not set for learners anyway. Each learner
 * then signs in through the real HTTP login API (bench/load/learner.mjs).
 *
 * `--exam-ready <slug>` (the exam-storm scenario): every learner is also enrolled in that course and has done what
 * its final exam asks (backend/services/courses/progress.ts isExamAvailable): each lecture other than a quiz marked
 * read and each quiz passed by one submitted attempt. Written straight into PostgreSQL in one statement each, as
 * if the learners had done it the day before; the consistency check takes these rows as already there.
 */
import pg from 'pg'
import type { Payload } from 'payload'
import { runScript } from '../backend/lib/run-script'
import { hashPassword } from '../backend/services/account/password-hash'

const [countArg, password, flag, examCourse] = process.argv.slice(2)
const count = Number(countArg)
if (!Number.isInteger(count) || count < 1 || !password || (flag !== undefined && (flag !== '--exam-ready' || !examCourse))) {
  console.error('usage: tsx bench/load-learners.ts <count> <password> [--exam-ready <course slug>]')
  process.exit(1)
}

// The same addresses as learnerEmail in bench/load/learner.mjs.
const learnerEmail = (index: number) => `load-learner-${String(index).padStart(3, '0')}@bench.lpi.test`
const LEARNERS = `email LIKE 'load-learner-%@bench.lpi.test'`

async function makeExamReady(payload: Payload, slug: string): Promise<string> {
  const { docs: courses } = await payload.find({ collection: 'courses', where: { slug: { equals: slug } }, depth: 0, limit: 1, overrideAccess: true })
  const course = courses[0]
  if (!course?.finalExam) throw new Error(`course ${slug} has no final exam`)
  const { docs: exams } = await payload.find({ collection: 'assessments', where: { and: [{ course: { equals: course.id } }, { kind: { equals: 'exam' } }] }, depth: 0, limit: 1, overrideAccess: true })
  if (!exams[0]?.timeLimitMinutes) throw new Error(`course ${slug} has no timed final exam bank`)
  const { docs: lectures } = await payload.find({ collection: 'course-lectures', where: { course: { equals: course.id } }, depth: 0, limit: 0, pagination: false, overrideAccess: true })
  const read = lectures.filter((lecture) => lecture.type !== 'quiz').map((lecture) => lecture.id)
  const quizLectures = lectures.filter((lecture) => lecture.type === 'quiz').map((lecture) => lecture.id)
  const { docs: quizzes } = quizLectures.length
    ? await payload.find({ collection: 'assessments', where: { and: [{ lecture: { in: quizLectures } }, { kind: { equals: 'quiz' } }] }, depth: 0, limit: 0, pagination: false, overrideAccess: true })
    : { docs: [] }
  if (quizzes.length !== quizLectures.length) throw new Error(`course ${slug}: ${quizLectures.length} quiz lectures but ${quizzes.length} quiz banks`)
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query('BEGIN')
    await client.query(`INSERT INTO course_enrolments (user_id, course_id) SELECT id, $1 FROM users WHERE ${LEARNERS}`, [course.id])
    await client.query(`INSERT INTO lecture_progress (user_id, lecture_id, course_id) SELECT u.id, l.id, $1 FROM users u CROSS JOIN unnest($2::int[]) AS l(id) WHERE u.${LEARNERS}`, [course.id, read])
    await client.query(
      `INSERT INTO assessment_attempts (user_id, assessment_id, course_id, number, attempt_key, started_at, deadline, submitted_at, score, passed, reviewed, awaiting_grading)
       SELECT u.id, q.id, $1, 1, u.id || ':' || q.id || ':1', now() - interval '1 day', now() - interval '1 day' + interval '10 minutes', now() - interval '1 day' + interval '5 minutes', 100, true, false, false
       FROM users u CROSS JOIN unnest($2::int[]) AS q(id) WHERE u.${LEARNERS}`,
      [course.id, quizzes.map((quiz) => quiz.id)],
    )
    await client.query('COMMIT')
  } finally {
    await client.end()
  }
  return ` Exam-ready in ${slug} (course ${course.id}, exam ${exams[0].id}, ${exams[0].timeLimitMinutes} min): enrolled, ${read.length} lectures read, ${quizzes.length} quizzes passed.`
}

await runScript('Load learners', async (payload) => {
  const passwordHash = await hashPassword(password)
  const now = new Date().toISOString()
  for (let index = 1; index <= count; index++) {
    await payload.db.create({
      collection: 'users',
      data: {
        email: learnerEmail(index),
        fullName: `Load Learner ${index}`,
        role: 'learner',
        loginType: 'default',
        isVerified: true,
        passwordHash,
        createdAt: now,
        updatedAt: now,
      },
    })
  }
  const ready = examCourse ? await makeExamReady(payload, examCourse) : ''
  return `Load learners: ${count} accounts created.${ready}`
})
