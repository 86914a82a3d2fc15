'use client'
import Cookies from 'js-cookie'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { TYPE_TOKEN_COOKIE, USER_TYPE_COOKIE } from '@/lib/auth/cookies'
import { Link, useRouter } from '@/lib/i18n/navigation'

/**
 * Login link for visitors; notification bell and member menu when signed in.
 * Read in the browser from the readable user-type cookie so public pages stay cacheable.
 */
export function MemberArea() {
  const t = useTranslations('header')
  const [userType, setUserType] = useState<string | null>(null)
  const [menuOpen, setMenuOpen] = useState(false)
  const router = useRouter()

  useEffect(() => {
    const read = () => setUserType(Cookies.get(USER_TYPE_COOKIE) ?? null)
    read()
    window.addEventListener('session-expired', read)
    return () => window.removeEventListener('session-expired', read)
  }, [])

  if (!userType) {
    return (
      <Link href="/login" className="btn btn--primary btn--small header__login">
        {t('login')}
      </Link>
    )
  }

  function logout() {
    Cookies.remove(TYPE_TOKEN_COOKIE)
    Cookies.remove(USER_TYPE_COOKIE)
    setUserType(null)
    setMenuOpen(false)
    router.replace('/')
  }

  return (
    <div className="member-area">
      <Link href="/user/notification" className="icon-button" aria-label={t('notifications')}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
          />
        </svg>
      </Link>
      <div className={`member-menu${menuOpen ? ' is-open' : ''}`}>
        <button type="button" className="icon-button" aria-expanded={menuOpen} onClick={() => setMenuOpen(!menuOpen)}>
          <span className="visually-hidden">{t('memberMenu')}</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
            <path fill="currentColor" d="M12 12a5 5 0 1 0-5-5 5 5 0 0 0 5 5Zm0 2c-4.42 0-8 2.24-8 5v1h16v-1c0-2.76-3.58-5-8-5Z" />
          </svg>
        </button>
        {menuOpen && (
          <ul className="member-menu__list">
            <li>
              <Link href="/user/dashboard">{t('dashboard')}</Link>
            </li>
            <li>
              <button type="button" onClick={logout}>
                {t('logout')}
              </button>
            </li>
          </ul>
        )}
      </div>
    </div>
  )
}
