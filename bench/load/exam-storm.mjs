// `npm run bench:load -- --scenario exam-storm` (issue 26): learners who may take a course's timed final exam
// (bench/load-learners.ts --exam-ready) sign in first (not part of the storm), then each opens the exam page,
// starts the exam within the same few seconds, answers every question and submits, through the requests Chromium
// makes (recorded on 2026-11-29, again after decision 061): the exam page (features/assessments/pages.tsx: since
// decision 061 a shell cached for every member; the browser asks for the course menu) with the header's account and
// bell calls and the page view; on Start the exam-detail page as a client-side navigation, and the menu again; the
// calls of AssessmentIntro and AssessmentTaker. Every fifth learner
// presses Start and the last Next twice at once: both starts must answer the same attempt, exactly one submit 201 and
// the other 409.
import { createRequire } from 'node:module'
import { thinkTime } from './client.mjs'
import { Learner, newLedger, titleSlug } from './learner.mjs'
import { Recorder, watchEventLoopLag } from './stats.mjs'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
// Next.js's own hash of a router request's headers, the `_rsc` search parameter it checks (without it: a redirect).
const { computeCacheBustingSearchParam } = createRequire(import.meta.url)('next/dist/shared/lib/router/utils/cache-busting-search-param')

/**
 * The headers of a client-side navigation from the Indonesian exam page, as Chromium sends them: the router's state
 * (the tree of segments it shows) and the page's internal URL. Next.js renders only the segments below the layouts
 * the two pages share.
 */
async function navigationFromExamPage(course) {
  let node = ['__PAGE__', {}, null, null, 0]
  for (const segment of [['title', course.title, 'd', null], ['slug', course.slug, 'd', null], 'exam', 'online-course', '(course)']) node = [segment, { children: node }, null, null, 0]
  const tree = ['', { children: [['locale', 'id', 'd', null], { children: node }, null, null, 16] }, null, null, 16]
  const headers = { Accept: '*/*', RSC: '1', 'Next-Router-State-Tree': encodeURIComponent(JSON.stringify(tree)), 'Next-Url': `/id/online-course/exam/${course.slug}/${course.title}` }
  return { headers, rsc: await computeCacheBustingSearchParam(undefined, undefined, headers['Next-Router-State-Tree'], headers['Next-Url']) }
}

/** What the browser sends after a page shows: the header's account and bell on a full load, the page view on each. */
async function afterPageShown(client, path, { fullLoad }) {
  if (fullLoad) await Promise.all([client.call('GET user/account (header)', '/api/user/account'), client.call('GET user/notification (bell)', '/api/user/notification')])
  await client.call('POST tracking/user/activity', '/api/tracking/user/activity?locale=id', { method: 'POST', body: { path } })
}

// The browser's query client shows a course menu under a minute old without asking again (lib/query/query-client.ts).
const MENU_FRESH_MS = 60_000
const courseMenu = (client, course) => client.call('GET course-interface/menu', `/api/online-course/course-interface/menu?courseId=${course.courseId}`)

/** The published course `slug` found through the public listing, as a visitor would: its numeric id and name. */
async function findCourse(base, slug) {
  const listing = await (await fetch(`${base}/api/online-course/listing?skip=0&take=24`)).json()
  const course = listing.listing.find((row) => row.slug === slug)
  if (!course) throw new Error(`course ${slug} is not in the public listing`)
  const found = { courseId: course.courseId, slug: course.slug, name: course.courseName, title: titleSlug(course.courseName) }
  return { ...found, navigation: await navigationFromExamPage(found) }
}

/** One learner through the exam: the intro page's calls, Start, question 1, each answer, the submit. */
async function takeExam(learner, course, { ledger, thinkMs, doublePress }) {
  const { client } = learner
  const target = { courseId: course.courseId, type: 'exam' }
  const query = `courseId=${course.courseId}&type=exam`
  // The exam page, opened as a full load (a link from a mail or a bookmark; a click from the course would be a
  // client-side navigation): the shell every member shares, then the browser asks for how-to-use, the course menu
  // (the session and enrolment check), the header's calls and the page view.
  const examPage = `/kursus-online/ujian/${course.slug}/${course.title}`
  await client.call('page exam', examPage, { kind: 'page' })
  let menuAt = 0
  const menu = async () => {
    await courseMenu(client, course)
    menuAt = performance.now()
  }
  await Promise.all([
    client.call('GET assignment/how-to-use (exam)', `/api/online-course/assignment/how-to-use?${query}`),
    menu(),
    afterPageShown(client, examPage, { fullLoad: true }),
  ])
  // Start: the validation call first, then the start (a double click sends two).
  const validation = await client.call('GET exam-validation', `/api/online-course/interface-assignment/exam-validation?${query}`)
  if (!validation.ok) return
  const start = () => client.call('POST interface-assignment (start exam)', '/api/online-course/interface-assignment', { method: 'POST', body: target })
  const starts = await Promise.all(doublePress ? [start(), start()] : [start()])
  const seen = ledger.examStarts.get(learner.email) ?? new Set()
  for (const result of starts) if (result.ok && result.json?.data?.attemptId) seen.add(result.json.data.attemptId)
  ledger.examStarts.set(learner.email, seen)
  if (!starts.some((result) => result.ok)) return
  // The exam-detail page by a client-side navigation, then the page view, and the menu again only if the browser's
  // copy is over a minute old. Question 1 is the one Start answered with, handed to the taker (since 2026-12-07).
  const detailPage = `/kursus-online/ujian-detail/${course.slug}/${course.title}`
  await client.call('page exam-detail (navigation)', `${detailPage}?_rsc=${course.navigation.rsc}`, { kind: 'page', headers: course.navigation.headers })
  await Promise.all([afterPageShown(client, detailPage, { fullLoad: false }), performance.now() - menuAt > MENU_FRESH_MS ? menu() : null])
  let view = starts.find((result) => result.ok)?.json?.data
  while (view) {
    ledger.examQuestions = Math.max(ledger.examQuestions, view.totalQuestion)
    await thinkTime(...thinkMs)
    const { fields, stored } = learner.answer(view)
    const body = { ...target, attemptId: view.attemptId, questionId: view.questionId, ...fields }
    if (view.number < view.totalQuestion) {
      const next = await client.call('POST interface-assignment-next (exam)', '/api/online-course/interface-assignment-next', { method: 'POST', body })
      if (!next.ok) return ledger.uncertain.add(`answers|${view.attemptId}|${view.questionId}`)
      ledger.answers.set(`${view.attemptId}|${view.questionId}`, stored)
      view = next.json.data.question ?? (await client.call('GET interface-assignment (exam question)', `/api/online-course/interface-assignment?${query}&number=${next.json.data.number}`)).json?.data
      continue
    }
    // The last answer submits (learner.submit: one 201, or with a double press one 201 and one 409; into the ledger).
    // The result shown, the taker has the menu asked for again (it may now show the exam passed).
    if (await learner.submit({ lecturesId: `exam:${course.courseId}` }, view, body, stored)) await menu()
    return
  }
}

/**
 * @param {{ base: string, learners: number, courseSlug: string, password: string, rampSeconds: number,
 *   windowSeconds: number, thinkMs: [number, number], doubleEvery?: number, onSignInsStart?: () => void,
 *   onSignedIn?: () => void, onMeasuring?: () => void, onMeasured?: () => Promise<void>, log?: (line: string) => void }} options
 */
export async function runExamStorm({ base, learners: count, courseSlug, password, rampSeconds, windowSeconds, thinkMs, doubleEvery = 5, onSignInsStart, onSignedIn, onMeasuring, onMeasured, log = console.log }) {
  const course = await findCourse(base, courseSlug)
  log(`- the exam: final exam of ${course.slug} (course ${course.courseId})`)
  const ledger = { ...newLedger(), examStarts: new Map(), examQuestions: 0, examInterrupted: new Set() }
  const make = (index, recorder) => new Learner({ base, index, password, courses: [course], recorder, ledger, thinkMs, doubleSubmit: index % doubleEvery === 0 })

  // Warm-up: the extra learner takes the exam once without think time (first calls, JIT); checked like the others.
  const warmUpRecorder = new Recorder()
  const warmUp = make(count + 1, warmUpRecorder)
  await warmUp.signIn()
  await takeExam(warmUp, course, { ledger, thinkMs: [0, 0], doublePress: false })
  log(`- warm-up done (${warmUpRecorder.summary(1).total.errors} errors)`)

  const signIns = new Recorder()
  const recorder = new Recorder()
  const learners = Array.from({ length: count }, (_, i) => make(i + 1, signIns))
  onSignInsStart?.()
  log(`- ${learners.length} sign-ins over ${rampSeconds} s (not part of the storm)`)
  const signInStart = performance.now()
  await Promise.all(
    learners.map(async (learner, i) => {
      await sleep((i / learners.length) * rampSeconds * 1000)
      await learner.signIn()
      learner.client.recorder = recorder
    }),
  )
  const signInSeconds = (performance.now() - signInStart) / 1000
  onSignedIn?.()
  log(`- ${learners.filter((learner) => learner.signedIn).length} learners signed in; all open and start the exam within ${windowSeconds} s`)
  onMeasuring?.()
  const started = performance.now()
  const driverLag = watchEventLoopLag(started)
  await Promise.all(
    learners.map(async (learner) => {
      await sleep(Math.random() * windowSeconds * 1000)
      if (learner.signedIn) await takeExam(learner, course, { ledger, thinkMs, doublePress: learner.doubleSubmit })
    }),
  )
  const seconds = (performance.now() - started) / 1000
  await onMeasured?.()
  // A learner one of whose calls got no answer at all (a refused or dropped connection) may or may not have the
  // attempt or answer that call asked for: the error is counted, and its exam is not judged by the checks below.
  ledger.examInterrupted = new Set(learners.filter((learner) => learner.client.unanswered).map((learner) => learner.email))
  const emails = [warmUp, ...learners].filter((learner) => learner.signedIn).map((learner) => learner.email)
  return { course, ledger, emails, started, seconds, signInSeconds, driverLagByInterval: driverLag.stop(), recorders: { warmUp: warmUpRecorder, signIns, storm: recorder } }
}
