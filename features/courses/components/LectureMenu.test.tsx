// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import messages from '@/messages/en.json'
import type { TResult } from '../client-api'
import type { TCourseMenu } from '../types'
import { BrowserLectureMenu } from './LectureMenu'

const menu = vi.fn<() => Promise<TResult<TCourseMenu>>>()
vi.mock('../client-api', () => ({ courseApi: () => ({ menu }) }))

afterEach(() => {
  cleanup()
  menu.mockReset()
})

const MENU = {
  courseId: 7,
  slug: 'dasar-dasar-kpbu',
  courseName: 'PPP Fundamentals',
  role: 'learner',
  progress: null,
  finalExam: true,
  examAvailable: true,
  listingChapter: [{ chapterId: 3, chapterName: 'Structure', lectures: [{ lecturesId: 9, title: 'Chapter quiz', type: 'quiz', status: false }] }],
} as unknown as TCourseMenu

function mount() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } })}>
      <NextIntlClientProvider locale="en" messages={messages}>
        <BrowserLectureMenu courseId={7} quizChapterId={3} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  )
}

describe('BrowserLectureMenu', () => {
  it('shows the menu the browser asked for, the chapter quiz as the current page', async () => {
    menu.mockResolvedValue({ ok: true, status: 200, message: 'Success', data: MENU })
    mount()
    expect(screen.getByTestId('lecture-menu-loading')).toBeTruthy()
    const quiz = await screen.findByRole('link', { name: /Chapter quiz/ })
    expect(quiz.getAttribute('aria-current')).toBe('page')
  })

  it('says when the API does not answer, and asks again on request', async () => {
    menu.mockResolvedValue({ ok: false, status: 503, message: '', data: null })
    mount()
    expect((await screen.findByRole('alert')).textContent).toContain('The course menu could not be loaded.')
    expect(menu).toHaveBeenCalledTimes(2) // one retry before saying so
    menu.mockResolvedValue({ ok: true, status: 200, message: 'Success', data: MENU })
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: /Chapter quiz/ })).toBeTruthy()
  })

  it('shows nothing on a refusal: the page says why (CourseGate)', async () => {
    menu.mockResolvedValue({ ok: false, status: 403, message: 'Enrol first.', data: null })
    const { container } = mount()
    await vi.waitFor(() => expect(container.textContent).toBe(''))
    expect(menu).toHaveBeenCalledTimes(1)
  })
})
