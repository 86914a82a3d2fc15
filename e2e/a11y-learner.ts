import { expect, type Browser, type Page } from '@playwright/test'
import { QUESTION_POOL } from '../backend/seed/assessments-copy'
import { asAdmin, loginThroughPage } from './account-helpers'

const SLUG = 'dasar-dasar-kpbu'
const CP3P = 'cp3p-batch-12-jakarta'
type TMenu = { courseId: number; listingChapter: { chapterId: number; lectures: { lecturesId: number; type: string }[] }[] }
type TQuestion = { attemptId: number; questionId: string; number: number; question: string; answer: { id: string; text: string }[] }
type TTarget = { courseId: number; type: 'quiz' | 'exam'; chapterId?: number }

export type TLearnerWork = {
  page: Page
  course: { slug: string; title: string }
  lectureIds: number[]
  quizChapterId: number
  threadId: number
  cp3p: { slug: string; courseId: number; chapterId: string; lecturesId: string }
  event: { id: number; title: string }
  finishExam: () => Promise<void>
  payCp3p: () => Promise<void>
  close: () => Promise<void>
}

/**
 * A new learner part-way through everything, for the axe sweep of the learning pages: enrolled in the first
 * course with a passed quiz, a quiz attempt and the final exam open, a forum thread, a cp3p registration
 * (paid on demand, by the admin through Payload's REST API) and an event registration.
 */
export async function learnerWithCourseWork(browser: Browser, baseURL: string, learner: { email: string; password: string }): Promise<TLearnerWork> {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await loginThroughPage(page, learner.email, learner.password)
  await expect(page).toHaveURL(/\/en\/user\/dashboard$/)
  const origin = new URL(baseURL).origin

  async function call<T>(method: 'get' | 'post', path: string, data?: unknown): Promise<T> {
    const headers = { origin, 'accept-language': 'en' }
    const response = method === 'get' ? await page.request.get(`/api/${path}`, { headers }) : await page.request.post(`/api/${path}`, { data, headers })
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300)
    return ((await response.json()) as { data: T }).data
  }
  const query = (target: TTarget, extra: Record<string, string | number> = {}) =>
    new URLSearchParams(Object.entries({ ...target, ...extra }).map(([key, value]) => [key, String(value)])).toString()

  /** Answers every question of an open attempt, rightly (matched against the seeded pool) or not, up to `stopBefore`. */
  async function answer(target: TTarget, first: TQuestion, right: boolean, finishEarly = false) {
    let view = first
    for (;;) {
      const seed = QUESTION_POOL.find((row) => row.question.en === view.question)
      const wanted = seed?.options.filter((option) => !!option.correct === right).map((option) => option.text.en) ?? []
      const choices = view.answer.filter((option) => wanted.includes(option.text)).map((option) => option.id)
      const next = await call<{ finished: boolean; number?: number }>('post', 'online-course/interface-assignment-next', {
        ...target,
        attemptId: view.attemptId,
        questionId: view.questionId,
        choices: choices.length ? choices : [view.answer[0].id],
        finish: finishEarly,
      })
      if (next.finished) return
      view = await call<TQuestion>('get', `online-course/interface-assignment?${query(target, { number: next.number! })}`)
    }
  }

  await call('post', 'online-course/enroll', { courseId: SLUG })
  const menu = await call<TMenu>('get', `online-course/course-interface/menu?courseId=${SLUG}`)
  const lectures = menu.listingChapter.flatMap((chapter) => chapter.lectures)
  const quizChapterId = menu.listingChapter.find((chapter) => chapter.lectures.some((lecture) => lecture.type === 'quiz'))!.chapterId
  const quiz: TTarget = { courseId: menu.courseId, type: 'quiz', chapterId: quizChapterId }
  await answer(quiz, await call<TQuestion>('post', 'online-course/interface-assignment', quiz), true)
  for (const lecture of lectures.filter((row) => row.type !== 'quiz')) {
    await call('post', 'online-course/mark-as-read', { courseId: menu.courseId, lecturesId: lecture.lecturesId })
  }
  const exam: TTarget = { courseId: menu.courseId, type: 'exam' }
  const examQuestion = await call<TQuestion>('post', 'online-course/interface-assignment', exam)
  // A second quiz attempt stays open, so the quiz page offers to resume it.
  await call('post', 'online-course/interface-assignment', quiz)

  const thread = await call<{ threadId: number }>('post', 'online-course/discussion/create-thread', {
    courseId: SLUG,
    chapterId: quizChapterId,
    title: 'Risk allocation in availability payment projects',
    description: '<p>How is demand risk shared when the agency pays for availability?</p>',
  })

  const registration = await call<{ courseId: number }>('post', 'cp3p/public-course/registration', { courseId: CP3P })
  const cp3p = { slug: CP3P, courseId: registration.courseId, chapterId: '', lecturesId: '' }

  // The event registration goes through its form, whose questions are the event's own.
  await page.goto('/en/event?search=regional%20budgeting')
  await page.getByTestId('events-upcoming').getByTestId('listing-card').first().getByRole('link').first().click()
  await expect(page).toHaveURL(/\/en\/event\/\d+\//, { timeout: 30_000 })
  const [, eventId, eventTitle] = new URL(page.url()).pathname.match(/\/event\/(\d+)\/([^/]+)$/)!
  const panel = page.getByTestId('registration')
  await panel.getByLabel('Institution or organisation').fill('Bappeda Provinsi Jawa Tengah')
  await panel.getByLabel('Sector').selectOption('government')
  await panel.getByLabel('I agree to receive the event materials by email').check()
  await panel.getByRole('button', { name: 'Register' }).click()
  await expect(panel.getByTestId('registered')).toBeVisible()

  return {
    page,
    course: { slug: SLUG, title: 'ppp-fundamentals' },
    lectureIds: lectures.filter((row) => row.type !== 'quiz').map((row) => row.lecturesId),
    quizChapterId,
    threadId: thread.threadId,
    cp3p,
    event: { id: Number(eventId), title: eventTitle },
    finishExam: () => answer(exam, examQuestion, true, true),
    payCp3p: async () => {
      await asAdmin(baseURL, async (admin, headers) => {
        const found = await admin.get(`/api/cp3p-registrations?where[user.email][equals]=${encodeURIComponent(learner.email)}&depth=0`, { headers })
        const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]?.id
        expect(id, 'the learner has a cp3p registration').toBeTruthy()
        expect((await admin.patch(`/api/cp3p-registrations/${id}`, { headers, data: { paymentStatus: 'paid' } })).status()).toBe(200)
      })
      const lms = await call<{ listingChapter: { chapterId: string; lectures: { lecturesId: string }[] }[] }>('get', `cp3p/lms/course-interface-menu?courseId=${CP3P}`)
      cp3p.chapterId = lms.listingChapter[0].chapterId
      cp3p.lecturesId = lms.listingChapter[0].lectures[0].lecturesId
    },
    close: () => context.close(),
  }
}
