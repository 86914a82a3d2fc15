/**
 * What one learner call costs, without HTTP or load: `npx tsx bench/load/probe.ts [rounds]` against the database
 * `npm run bench:load` left behind (BENCH_LOAD_DB, default portal_load). It calls the scenario's API calls one at
 * a time through Payload's route handlers, in-process, as the integration tests do, and prints per call the SQL
 * statements run and the median time. PROBE_SQL=1 also prints each call's statements (first round).
 */
import pg from 'pg'

const DB_NAME = process.env.BENCH_LOAD_DB || 'portal_load'
process.env.DATABASE_URL = `${process.env.PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432'}/${DB_NAME}`
const ROUNDS = Number(process.argv[2] || 20)
const SHOW_SQL = process.env.PROBE_SQL === '1'

// Every statement goes through pg's Client (the pool hands clients out), so counting there counts them all.
let statements: string[] = []
const pgQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text?: string }
  statements.push(typeof first === 'string' ? first : (first?.text ?? '?'))
  return pgQuery.apply(this, args)
} as typeof pg.Client.prototype.query

const { warmUpLexical } = await import('../../backend/lib/warm-up-lexical')
await warmUpLexical()
const { REST_GET, REST_POST } = await import('@payloadcms/next/routes')
const { default: configPromise } = await import('../../backend/payload.config')
const config = await configPromise
config.typescript.autoGenerate = false
const { getPayload } = await import('payload')
const payload = await getPayload({ config })

const ORIGIN = process.env.SERVER_URL || 'http://localhost:3000'
let cookie = ''
async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
  const url = new URL(`/api/${path}`, ORIGIN)
  const headers = new Headers({ host: url.host, 'x-forwarded-for': '127.0.0.9', origin: ORIGIN })
  if (cookie) headers.set('cookie', `auth-token=${cookie}`)
  if (body) headers.set('content-type', 'application/json')
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const handler = method === 'GET' ? REST_GET(config) : REST_POST(config)
  const response = await handler(new Request(url, { method, headers, body: body ? JSON.stringify(body) : undefined }), { params: Promise.resolve({ slug }) })
  const text = await response.text()
  return { status: response.status, json: text ? JSON.parse(text) : null, setCookies: response.headers.getSetCookie() }
}

// A learner of its own, so the probe never disturbs the benchmark's accounts.
const email = 'load-probe@bench.lpi.test'
const password = 'Load-Probe-Password-2026!'
const existing = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, overrideAccess: true })
if (!existing.docs.length) {
  const { hashPassword } = await import('../../backend/services/account/password-hash')
  const now = new Date().toISOString()
  await payload.db.create({ collection: 'users', data: { email, fullName: 'Load Probe', role: 'learner', loginType: 'default', isVerified: true, passwordHash: await hashPassword(password), createdAt: now, updatedAt: now } })
}
const login = await call('POST', 'user/account/login', { email, password })
cookie = login.setCookies.find((line) => line.startsWith('auth-token='))?.split(';')[0].slice('auth-token='.length) ?? ''
if (!cookie) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.json)}`)

const listing = (await call('GET', 'online-course/listing?skip=0&take=24')).json.listing as { courseId: number; slug: string }[]
let course: { courseId: number; slug: string } | undefined
let outline: { chapterId: number; lectures: { lecturesId: number; type: string; chapterId: number }[] }[] = []
for (const row of listing) {
  const detail = (await call('GET', `online-course/detail?courseId=${row.slug}`)).json.data
  if (detail.listingChapter.some((chapter: { lectures: { type: string }[] }) => chapter.lectures.some((lecture) => lecture.type === 'quiz'))) {
    course = row
    break
  }
}
if (!course) throw new Error('no course with a quiz')
await call('POST', 'online-course/enroll', { courseId: course.courseId })
outline = (await call('GET', `online-course/course-structure?courseId=${course.courseId}`)).json.data.listingChapter
const lectures = outline.flatMap((chapter) => chapter.lectures)
const reading = lectures.find((lecture) => lecture.type !== 'quiz')!
const quiz = lectures.find((lecture) => lecture.type === 'quiz')!
const target = { courseId: course.courseId, type: 'quiz', chapterId: quiz.chapterId, lecturesId: quiz.lecturesId }
const query = new URLSearchParams(Object.entries(target).map(([key, value]) => [key, String(value)])).toString()

type TResult = { status: number; json: { data?: Record<string, unknown> } | null }
type TStep = [name: string, run: () => Promise<TResult>, prepare?: () => Promise<unknown>]
const user = (await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, pagination: false, overrideAccess: true })).docs[0]
const forget = (collection: 'course-enrolments' | 'lecture-progress', where: Record<string, unknown>) =>
  payload.delete({ collection, where: { and: [{ user: { equals: user.id } }, where] } as never, overrideAccess: true })
// Every run starts with the quiz's attempts unused (earlier runs of the probe used them up).
async function clearAttempts() {
  const attempts = await payload.find({ collection: 'assessment-attempts', where: { user: { equals: user.id } }, depth: 0, limit: 0, pagination: false, overrideAccess: true })
  if (!attempts.docs.length) return
  await payload.delete({ collection: 'assessment-answers', where: { attempt: { in: attempts.docs.map((attempt) => attempt.id) } }, overrideAccess: true })
  await payload.delete({ collection: 'assessment-attempts', where: { user: { equals: user.id } }, overrideAccess: true })
}
await clearAttempts()
let view: Record<string, unknown> | undefined
const steps: TStep[] = [
  ['GET online-course/listing', () => call('GET', 'online-course/listing?skip=0&take=3')],
  ['GET online-course/detail', () => call('GET', `online-course/detail?courseId=${course.slug}`)],
  ['GET online-course/enroll-validation', () => call('GET', `online-course/enroll-validation?courseId=${course.courseId}`)],
  ['POST online-course/enroll (new)', () => call('POST', 'online-course/enroll', { courseId: course.courseId }), () => forget('course-enrolments', { course: { equals: course.courseId } })],
  ['POST online-course/enroll (again)', () => call('POST', 'online-course/enroll', { courseId: course.courseId })],
  ['GET online-course/course-structure', () => call('GET', `online-course/course-structure?courseId=${course.courseId}`)],
  ['GET online-course/interface', () => call('GET', `online-course/interface?courseId=${course.courseId}&lecturesId=${reading.lecturesId}`)],
  ['POST online-course/mark-as-read (new)', () => call('POST', 'online-course/mark-as-read', { courseId: course.courseId, lecturesId: reading.lecturesId }), () => forget('lecture-progress', { lecture: { equals: reading.lecturesId } })],
  ['POST online-course/mark-as-read (again)', () => call('POST', 'online-course/mark-as-read', { courseId: course.courseId, lecturesId: reading.lecturesId })],
  ['GET assignment/how-to-use', () => call('GET', `online-course/assignment/how-to-use?${query}`)],
  ['GET interface-assignment/quiz-validation', () => call('GET', `online-course/interface-assignment/quiz-validation?${query}`)],
  ['POST interface-assignment (start/resume)', () => call('POST', 'online-course/interface-assignment', target)],
  ['GET interface-assignment (question 1)', () => call('GET', `online-course/interface-assignment?${query}&number=1`)],
  // The answer needs the open attempt, which the start call finds (or opens).
  [
    'POST interface-assignment-next (answer 1)',
    () => {
      const answer = (view?.answer as { id: string }[] | undefined)?.[0]?.id
      return call('POST', 'online-course/interface-assignment-next', { ...target, attemptId: view?.attemptId, questionId: view?.questionId, choices: answer ? [answer] : [] })
    },
    async () => (view = (await call('POST', 'online-course/interface-assignment', target)).json?.data),
  ],
  // The submit closes a fresh attempt: the learner's attempts are cleared first, so the quiz's limit never runs out.
  [
    'POST interface-assignment-next (submit)',
    () => {
      const answer = (view?.answer as { id: string }[] | undefined)?.[0]?.id
      return call('POST', 'online-course/interface-assignment-next', { ...target, attemptId: view?.attemptId, questionId: view?.questionId, choices: answer ? [answer] : [], finish: true })
    },
    async () => {
      await clearAttempts()
      view = (await call('POST', 'online-course/interface-assignment', target)).json?.data
    },
  ],
]

const results = new Map<string, { ms: number[]; sql: number; status: number }>()
for (let round = 0; round <= ROUNDS; round++) {
  for (const [name, run, prepare] of steps) {
    await prepare?.()
    statements = []
    const started = performance.now()
    const result = await run()
    const ms = performance.now() - started
    if (round === 0) {
      if (SHOW_SQL) console.log(`\n## ${name} (${result.status}, ${statements.length} statements)\n${statements.map((text) => `  ${text.replace(/\s+/g, ' ').slice(0, 220)}`).join('\n')}`)
      continue // the first round warms up
    }
    const row = results.get(name) ?? { ms: [], sql: statements.length, status: result.status }
    row.ms.push(ms)
    results.set(name, row)
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
console.log(`\n${ROUNDS} rounds, one call at a time, in-process (no HTTP) on ${DB_NAME}`)
console.log(`${'call'.padEnd(44)} status  SQL  median ms`)
for (const [name, row] of results) console.log(`${name.padEnd(44)} ${String(row.status).padStart(6)} ${String(row.sql).padStart(4)} ${median(row.ms).toFixed(1).padStart(10)}`)
process.exit(0)
