// One simulated learner of `npm run bench:load`: signs in through the login API, then until told to stop
// browses the catalogue, enrols, opens lectures and marks them read, and takes quizzes, with a think time
// between steps. Every write the server acknowledges goes into the shared ledger the consistency check reads.
import { Client, thinkTime } from './client.mjs'

export const learnerEmail = (index) => `load-learner-${String(index).padStart(3, '0')}@bench.lpi.test`
const ATTEMPTS_ALLOWED = 3 // backend/seed/assessments.ts: every seeded quiz allows three attempts
const pick = (items) => items[Math.floor(Math.random() * items.length)]
export const titleSlug = (title) =>
  title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/&/g, ' and ').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80).replace(/-+$/g, '') || 'detail'

/** What the server acknowledged, across all learners, to compare with the database afterwards. */
export function newLedger() {
  return {
    enrolments: new Set(), // email|courseId
    progress: new Set(), // email|lectureId
    answers: new Map(), // attemptId|questionId -> choices (sorted, JSON)
    submits: new Map(), // attemptId -> { email, count }
    doubleSubmits: { tried: 0, bothAccepted: 0, noneAccepted: 0 },
    // Writes whose answer never came (an instance killed while they were in flight): stored or not, both are right.
    // Keys are '<check label>|<key>' (bench/load/consistency.mjs).
    uncertain: new Set(),
  }
}

export class Learner {
  /**
   * @param {{ base: string, index: number, password: string, courses: { courseId: number, slug: string, name: string }[],
   *   recorder: import('./stats.mjs').Recorder, ledger: ReturnType<typeof newLedger>, thinkMs: [number, number], doubleSubmit: boolean,
   *   fetch?: typeof fetch, cutThinkAtStop?: boolean }} options
   */
  constructor(options) {
    Object.assign(this, options)
    this.email = learnerEmail(options.index)
    this.client = new Client({ base: options.base, recorder: options.recorder, fetch: options.fetch })
    this.enrolled = new Set()
    this.submitted = new Map() // quiz lecture id -> attempts submitted
    this.stopAt = Infinity
  }

  running = () => Date.now() < this.stopAt
  // `cutThinkAtStop` (bench/load/run-load.mjs): a think time ends at the end of the run at the latest.
  // `thoughtMs` adds up the think time actually slept: the scenario's own pace (./stats.mjs instantServerPace) needs it.
  think = async () => {
    const started = performance.now()
    await thinkTime(...(this.cutThinkAtStop ? this.thinkMs.map((ms) => Math.min(ms, Math.max(0, this.stopAt - Date.now()))) : this.thinkMs))
    this.thoughtMs = (this.thoughtMs ?? 0) + performance.now() - started
  }

  async signIn() {
    // A failed sign-in is recorded as an error; that learner then sits the run out.
    this.signedIn = (await this.client.call('POST user/account/login', '/api/user/account/login', { method: 'POST', body: { email: this.email, password: this.password } })).ok
  }

  async run(stopAt) {
    this.stopAt = stopAt
    while (this.running()) await this.iteration()
  }

  async iteration() {
    const { client } = this
    // A third of the visits come through the HTML pages, the rest are client-side reads (the warm-up takes every page).
    const page = this.pagesAlways || Math.random() < 1 / 3
    await client.call('GET online-course/listing', `/api/online-course/listing?skip=${pick([0, 3])}&take=3`)
    if (page) await client.call('page /en/education/online-course', '/en/education/online-course', { kind: 'page' })
    await this.think()
    if (!this.running()) return
    const course = pick(this.courses)
    const detail = await client.call('GET online-course/detail', `/api/online-course/detail?courseId=${course.slug}`)
    if (page) await client.call('page course detail', `/en/education/online-course/${course.slug}/${titleSlug(course.name)}`, { kind: 'page' })
    await this.think()
    if (!this.running()) return
    if (!this.enrolled.has(course.courseId) && !detail.json?.data?.alreadyEnroll) {
      await client.call('GET online-course/enroll-validation', `/api/online-course/enroll-validation?courseId=${course.courseId}`)
      // Not enrolled (the call failed): the course's lectures would only refuse this learner.
      if (!(await this.enrol(course))) return
      await this.think()
      if (!this.running()) return
    }
    this.enrolled.add(course.courseId)
    const structure = await client.call('GET online-course/course-structure', `/api/online-course/course-structure?courseId=${course.courseId}`)
    const lectures = (structure.json?.data?.listingChapter ?? []).flatMap((chapter) => chapter.lectures)
    await this.think()
    if (!this.running() || !lectures.length) return
    await this.lecture(course, pick(lectures.filter((lecture) => lecture.type !== 'quiz')))
    const quizzes = lectures.filter((lecture) => lecture.type === 'quiz' && (this.submitted.get(lecture.lecturesId) ?? 0) < ATTEMPTS_ALLOWED)
    if (quizzes.length && this.running()) await this.quiz(course, pick(quizzes))
  }

  async enrol(course) {
    const enrol = () => this.client.call('POST online-course/enroll', '/api/online-course/enroll', { method: 'POST', body: { courseId: course.courseId } })
    // Some learners press twice: both answers must say enrolled, and one row must result.
    const results = await Promise.all(this.doubleSubmit ? [enrol(), enrol()] : [enrol()])
    for (const result of results) if (result.ok && result.json?.data?.status) this.ledger.enrolments.add(`${this.email}|${result.json.data.courseId}`)
    if (results.some((result) => !result.ok)) this.ledger.uncertain.add(`enrolments|${this.email}|${course.courseId}`)
    return results.some((result) => result.ok)
  }

  async lecture(course, lecture) {
    if (!lecture) return
    await this.client.call('GET online-course/interface', `/api/online-course/interface?courseId=${course.courseId}&lecturesId=${lecture.lecturesId}`)
    const marked = await this.client.call('POST online-course/mark-as-read', '/api/online-course/mark-as-read', { method: 'POST', body: { courseId: course.courseId, lecturesId: lecture.lecturesId } })
    if (marked.ok) this.ledger.progress.add(`${this.email}|${lecture.lecturesId}`)
    else this.ledger.uncertain.add(`lecture progress|${this.email}|${lecture.lecturesId}`)
    await this.think()
  }

  async quiz(course, lecture) {
    const { client } = this
    const target = { courseId: course.courseId, type: 'quiz', chapterId: lecture.chapterId, lecturesId: lecture.lecturesId }
    const query = new URLSearchParams(Object.entries(target).map(([key, value]) => [key, String(value)])).toString()
    await client.call('GET online-course/assignment/how-to-use', `/api/online-course/assignment/how-to-use?${query}`)
    await client.call('GET interface-assignment/quiz-validation', `/api/online-course/interface-assignment/quiz-validation?${query}`)
    await this.think()
    if (!this.running()) return
    let view = (await client.call('POST online-course/interface-assignment (start)', '/api/online-course/interface-assignment', { method: 'POST', body: target })).json?.data
    while (view && this.running()) {
      await this.think()
      if (!this.running()) return
      const { fields, stored } = this.answer(view)
      const body = { ...target, attemptId: view.attemptId, questionId: view.questionId, ...fields }
      const last = view.number >= view.totalQuestion
      if (!last) {
        const next = await client.call('POST interface-assignment-next', '/api/online-course/interface-assignment-next', { method: 'POST', body })
        if (!next.ok) return this.ledger.uncertain.add(`answers|${view.attemptId}|${view.questionId}`)
        this.ledger.answers.set(`${view.attemptId}|${view.questionId}`, stored)
        // As the browser's taker: the answer carries the next question; a build without it is asked by GET.
        view = next.json.data.question ?? (await client.call('GET online-course/interface-assignment', `/api/online-course/interface-assignment?${query}&number=${next.json.data.number}`)).json?.data
        continue
      }
      // A submit that failed (its instance killed mid-call) leaves the attempt open: a browser shows no review then.
      if (!(await this.submit(lecture, view, body, stored))) return
      await this.think()
      if (this.running()) await client.call('GET online-course/assignment-review', `/api/online-course/assignment-review?${query}&attemptId=${view.attemptId}`)
      return
    }
  }

  /**
   * The last answer submits the attempt (201). Double-submitting learners send it twice at once: one 201, one 409.
   * Returns how many sends were accepted.
   */
  async submit(lecture, view, body, stored) {
    const send = (expect) => this.client.call('POST interface-assignment-next (submit)', '/api/online-course/interface-assignment-next', { method: 'POST', body, expect })
    const results = await Promise.all(this.doubleSubmit ? [send([201, 409]), send([201, 409])] : [send([201])])
    const accepted = results.filter((result) => result.status === 201).length
    if (results.some((result) => !result.ok)) {
      this.ledger.uncertain.add(`answers|${view.attemptId}|${view.questionId}`)
      this.ledger.uncertain.add(`submitted attempts|${view.attemptId}`)
    }
    if (results.some((result) => result.ok)) this.ledger.answers.set(`${view.attemptId}|${view.questionId}`, stored)
    if (this.doubleSubmit) {
      this.ledger.doubleSubmits.tried++
      if (accepted > 1) this.ledger.doubleSubmits.bothAccepted++
      if (accepted === 0 && results.every((result) => result.ok)) this.ledger.doubleSubmits.noneAccepted++
    }
    if (!accepted) return 0
    const submit = this.ledger.submits.get(view.attemptId) ?? { email: this.email, count: 0 }
    submit.count += accepted
    this.ledger.submits.set(view.attemptId, submit)
    this.submitted.set(lecture.lecturesId, (this.submitted.get(lecture.lecturesId) ?? 0) + 1)
    return accepted
  }

  /** A random answer: one option for single choice, one or more for multiple choice. */
  /**
   * The answer call's fields for the question's kind (docs/decisions/038) and what the server should then store, as
   * consistency.mjs compares it: '*' for ordering and matching, stored under ids the browser never sees.
   */
  answer(view) {
    switch (view.kind) {
      case 'ordering':
        return { fields: { order: [...view.answer.map((item) => item.id)].sort(() => Math.random() - 0.5) }, stored: '*' }
      case 'matching':
        return { fields: { matches: Object.fromEntries(view.prompts.map((prompt) => [prompt.id, pick(view.matches).id])) }, stored: '*' }
      case 'short':
      case 'essay': {
        const text = pick(['Availability payment', 'AP', 'energi'])
        return { fields: { text }, stored: JSON.stringify({ text }) }
      }
      case 'numerical': {
        const value = pick([200, 150, 199.5])
        return { fields: { value }, stored: JSON.stringify({ value }) }
      }
      default: {
        const choices = this.choose(view)
        return { fields: { choices }, stored: JSON.stringify([...choices].sort()) }
      }
    }
  }

  choose(view) {
    const ids = (view.answer ?? []).map((option) => option.id)
    if (view.kind !== 'multiple') return [pick(ids)]
    const chosen = ids.filter(() => Math.random() < 0.5)
    return chosen.length ? chosen : [pick(ids)]
  }
}
