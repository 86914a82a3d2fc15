'use client'
import { lazy, Suspense, useContext, useState, useSyncExternalStore } from 'react'
import { ShellIntlContext } from '@/components/i18n/shell-intl-context'
import { USER_TYPE_COOKIE } from '@/lib/auth/cookies'
import { readCookie } from '@/lib/auth/read-cookie'
import { loadAccountMessages } from './account-messages'

// Both halves load on demand: the login popup (form validation, social sign-in) when a visitor first asks for
// it, the member's bell and menu (API client, dates) only for a signed-in member. Public pages, which most
// visitors only read, then ship none of that JavaScript. React.lazy, not next/dynamic: neither half renders on the
// server (no member and no popup there), and next/dynamic's own code would be one more thing every page downloads.
// Each half brings its texts and next-intl with it; the corner itself gets its one label from the server (MemberArea).
const loadLoginPopup = () => import('./AccountLoginPopup')
const LoginPopup = lazy(() => loadLoginPopup().then((module) => ({ default: module.AccountLoginPopup })))
const SignedInArea = lazy(() => import('./AccountSignedInArea').then((module) => ({ default: module.AccountSignedInArea })))

// Read during render, not in an effect: the header remounts between page groups (detail pages have their own
// layout), and an effect would show a signed-in member the Login button for a frame each time. The server and
// the hydrating render see no member, so the cached HTML stays the same for everyone.
function onSessionChange(notify: () => void) {
  window.addEventListener('session-expired', notify)
  return () => window.removeEventListener('session-expired', notify)
}
const readUserType = () => readCookie(USER_TYPE_COOKIE) ?? null
const noMemberOnServer = () => null

/**
 * The header's account corner (spec section 2): a Login button opening the popup for visitors; the
 * notification bell and the member menu when signed in. Read in the browser (the readable user-type
 * cookie, spec section 4) so public pages stay cacheable.
 */
export function HeaderAccount({ loginLabel }: { loginLabel: string }) {
  const locale = useContext(ShellIntlContext)?.locale
  const userType = useSyncExternalStore(onSessionChange, readUserType, noMemberOnServer)
  // The popup is mounted the first time it is asked for and stays mounted, so closing it keeps its state.
  const [popupWanted, setPopupWanted] = useState(false)
  const [popupOpen, setPopupOpen] = useState(false)

  if (userType) {
    return (
      <Suspense fallback={null}>
        <SignedInArea userType={userType} />
      </Suspense>
    )
  }
  const prefetchPopup = () => {
    void loadLoginPopup()
    if (locale) void loadAccountMessages(locale)
  }
  return (
    <>
      <button
        type="button"
        className="btn btn--primary btn--small header__login"
        onClick={() => {
          setPopupWanted(true)
          setPopupOpen(true)
        }}
        // Start fetching the popup's code as soon as the visitor is about to press.
        onPointerEnter={prefetchPopup}
        onFocus={prefetchPopup}
        aria-haspopup="dialog"
      >
        {loginLabel}
      </button>
      {popupWanted && (
        <Suspense fallback={null}>
          <LoginPopup open={popupOpen} onClose={() => setPopupOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
