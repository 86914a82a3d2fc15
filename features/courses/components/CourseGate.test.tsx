// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import messages from '@/messages/en.json'
import type { TResult } from '../client-api'
import type { TCourseMenu } from '../types'
import { CourseGate } from './CourseGate'

const menu = vi.fn<() => Promise<TResult<TCourseMenu>>>()
vi.mock('../client-api', () => ({ courseApi: () => ({ menu }) }))

afterEach(() => {
  cleanup()
  menu.mockReset()
  vi.unstubAllGlobals()
})

function mount() {
  const client = new QueryClient()
  return render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="en" messages={messages}>
        <CourseGate courseId={7} slug="dasar-dasar-kpbu">
          <p>the exam</p>
        </CourseGate>
      </NextIntlClientProvider>
    </QueryClientProvider>,
  )
}

const refused = (status: number, message: string): TResult<TCourseMenu> => ({ ok: false, status, message, data: null })

describe('CourseGate', () => {
  it('shows the page for an enrolled member', async () => {
    menu.mockResolvedValue({ ok: true, status: 200, message: 'Success', data: { courseId: 7 } as TCourseMenu })
    mount()
    expect(screen.getByText('the exam')).toBeTruthy()
    await waitFor(() => expect(menu).toHaveBeenCalledTimes(1))
    expect(screen.getByText('the exam')).toBeTruthy()
  })

  it('tells a member who is not enrolled why, with the way to enrol, and does not ask again', async () => {
    menu.mockResolvedValue(refused(403, 'Enrol first.'))
    mount()
    const notice = await screen.findByTestId('course-refused')
    expect(notice.textContent).toContain('You are not enrolled in this course.')
    expect(notice.textContent).toContain('Enrol first.')
    expect(notice.querySelector('a')?.getAttribute('href')).toBe('/en/education/online-course/dasar-dasar-kpbu/dasar-dasar-kpbu')
    expect(screen.queryByText('the exam')).toBeNull()
    expect(menu).toHaveBeenCalledTimes(1)
  })

  it('sends a member whose session has ended through session-expired to login, with the way back', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, pathname: '/en/online-course/exam/dasar-dasar-kpbu/final-exam', assign })
    menu.mockResolvedValue(refused(401, 'Unauthorized'))
    mount()
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    const target = new URL(assign.mock.calls[0][0], 'http://localhost')
    expect(target.pathname).toBe('/api/user/account/session-expired')
    expect(target.searchParams.get('redirect')).toBe('/en/online-course/exam/dasar-dasar-kpbu/final-exam')
    expect(target.searchParams.get('login')).toBe('/en/login')
    expect(screen.queryByText('the exam')).toBeNull()
  })
})
