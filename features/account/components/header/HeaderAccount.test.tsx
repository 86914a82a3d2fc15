// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import Cookies from 'js-cookie'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ShellIntlProvider } from '@/components/i18n/shell-intl-context'
import { USER_TYPE_COOKIE } from '@/lib/auth/cookies'
import { HeaderAccount } from './HeaderAccount'

// The halves loaded on demand stand in as markers: what is tested is which one the corner shows, and when.
vi.mock('./AccountSignedInArea', () => ({ AccountSignedInArea: () => <span data-testid="member-area" /> }))
vi.mock('./account-messages', () => ({ loadAccountMessages: vi.fn() }))

function renderCorner() {
  const container = document.createElement('div')
  document.body.append(container)
  const observer = new MutationObserver(() => {})
  observer.observe(container, { childList: true, subtree: true })
  render(
    <ShellIntlProvider value={{ locale: 'en', timeZone: 'Asia/Jakarta', messages: {} }}>
      <HeaderAccount loginLabel="Login" />
    </ShellIntlProvider>,
    { container },
  )
  const added = observer.takeRecords().flatMap((record) => [...record.addedNodes])
  observer.disconnect()
  return added.some((node) => node.textContent?.includes('Login'))
}

afterEach(() => {
  cleanup()
  Cookies.remove(USER_TYPE_COOKIE)
})

describe('HeaderAccount', () => {
  it('never shows a signed-in member the Login button, not even for the first frame of a remount', async () => {
    Cookies.set(USER_TYPE_COOKIE, 'learner')
    const loginShown = renderCorner()
    expect(await screen.findByTestId('member-area')).toBeTruthy()
    expect(loginShown).toBe(false)
  })

  it('shows a visitor the Login button', () => {
    expect(renderCorner()).toBe(true)
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy()
  })
})
