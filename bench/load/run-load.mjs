// The 200-learner load against a running site (one server for `npm run bench:load`, the balancer in front of
// two for the multi-instance test): warm-up, sign-ins, the measured run, the double-submit probe. The caller
// prepares the database (seed + bench/load-learners.ts) and checks it afterwards (./consistency.mjs).
import { Learner, newLedger } from './learner.mjs'
import { instantServerPace, Recorder, watchEventLoopLag } from './stats.mjs'

/** The published courses that have a quiz, found through the public API as a visitor would. */
export async function quizCourses(base) {
  const listing = await (await fetch(`${base}/api/online-course/listing?skip=0&take=24`)).json()
  const courses = []
  for (const course of listing.listing) {
    const detail = await (await fetch(`${base}/api/online-course/detail?courseId=${course.slug}`)).json()
    const hasQuiz = detail.data.listingChapter.some((chapter) => chapter.lectures.some((lecture) => lecture.type === 'quiz'))
    if (hasQuiz) courses.push({ courseId: course.courseId, slug: course.slug, name: course.courseName })
  }
  if (!courses.length) throw new Error('the seed has no published course with a quiz')
  return courses
}

/**
 * @param {{ base: string, learners: number, durationSeconds: number, thinkMs: [number, number], rampSeconds: number,
 *   password: string, doubleEvery?: number, fetchFor?: (index: number) => typeof fetch,
 *   onMeasuring?: (startedAt: number) => void, onMeasured?: () => Promise<void> | void, onSignInsStart?: () => void, onSignedIn?: () => void,
 *   cutThinkAtStop?: boolean, log?: (line: string) => void }} options
 *   `fetchFor` gives learner `index` its own way to send (default: the global fetch); `onMeasuring` is called as
 *   the measured run starts (performance.now()) and `onMeasured` as it ends, before the double-submit probe; `onSignInsStart` and `onSignedIn` before the first sign-in and
 *   once all are signed in (the server's memory per idle session is read there); `cutThinkAtStop`: no think
 *   time (nor first step) goes past the end of the run, so 30-90 s think times do not stretch it by up to 90 s.
 */
export async function runLoad({ base, learners: count, durationSeconds, thinkMs, rampSeconds, password, doubleEvery = 5, fetchFor, onMeasuring, onMeasured, onSignInsStart, onSignedIn, cutThinkAtStop = false, log = console.log }) {
  const courses = await quizCourses(base)
  log(`- courses with a quiz: ${courses.map((course) => course.slug).join(', ')}`)

  // Warm-up: one learner goes through the scenario once per course, HTML pages included (first renders, JIT); its
  // calls are not measured, its writes are checked like the others'.
  const ledger = newLedger()
  const make = (index, recorder) =>
    new Learner({ base, index, password, courses, recorder, ledger, thinkMs, doubleSubmit: index % doubleEvery === 0, fetch: fetchFor?.(index), cutThinkAtStop })
  const warmUpRecorder = new Recorder()
  const warmUp = make(count + 1, warmUpRecorder)
  warmUp.thinkMs = [0, 0]
  warmUp.pagesAlways = true
  await warmUp.signIn()
  for (const course of courses) {
    warmUp.courses = [course]
    await warmUp.iteration()
  }
  log(`- warm-up done (${warmUpRecorder.summary(1).total.errors} errors)`)

  const signIns = new Recorder()
  const recorder = new Recorder()
  const learners = Array.from({ length: count }, (_, i) => make(i + 1, recorder))
  onSignInsStart?.()
  log(`- ${learners.length} sign-ins over ${rampSeconds} s`)
  const signInStart = performance.now()
  await Promise.all(
    learners.map(async (learner, i) => {
      await new Promise((resolve) => setTimeout(resolve, (i / learners.length) * rampSeconds * 1000))
      learner.client.recorder = signIns
      await learner.signIn()
      learner.client.recorder = recorder
    }),
  )
  const signInSeconds = (performance.now() - signInStart) / 1000
  await onSignedIn?.()
  log(`- ${learners.length} learners signed in; measuring ${durationSeconds} s`)
  const started = performance.now()
  onMeasuring?.(started)
  const driverLag = watchEventLoopLag(started)
  const stopAt = Date.now() + durationSeconds * 1000
  // Learners begin at the pace they signed in (rampSeconds for all of them), each within one think time of its turn:
  // people arriving, not in lockstep. Starting all of them within one think time (2 s) made 100 arrivals a second, five
  // times the sign-in rate, and that burst alone set the minute's p99 (README, "Load benchmark").
  await Promise.all(
    learners.map(async (learner, i) => {
      const delay = (i / learners.length) * rampSeconds * 1000 + Math.random() * thinkMs[1]
      await new Promise((resolve) => setTimeout(resolve, cutThinkAtStop ? Math.min(delay, Math.max(0, stopAt - Date.now())) : delay))
      if (!learner.signedIn) return
      Object.assign(learner, { thoughtMs: 0, measuredFrom: performance.now() })
      learner.client.apiCalls = 0
      await learner.run(stopAt)
      learner.measuredUntil = performance.now()
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const pace = instantServerPace(learners, seconds)
  const driverLagByInterval = driverLag.stop()
  await onMeasured?.()

  // The double-submit race must be checked even when a slow server keeps learners from reaching a quiz in the
  // minute: the double-submitting learners then take one more quiz each, all at once, without think time.
  // Not part of the latency figures; their errors and writes count like the others'.
  const probeRecorder = new Recorder()
  const probes = learners.filter((learner) => learner.doubleSubmit && learner.signedIn)
  await Promise.all(
    probes.map(async (learner) => {
      Object.assign(learner, { stopAt: Infinity, thinkMs: [0, 0] })
      learner.client.recorder = probeRecorder
      await learner.iteration()
    }),
  )
  log(`- double-submit probe: ${probes.length} learners took one more quiz at once (${probeRecorder.summary(1).total.errors} errors)`)
  return { ledger, started, seconds, pace, signInSeconds, driverLagByInterval, recorders: { warmUp: warmUpRecorder, signIns, learning: recorder, probe: probeRecorder } }
}
