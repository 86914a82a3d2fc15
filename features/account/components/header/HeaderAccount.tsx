'use client'
import Cookies from 'js-cookie'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import type { TProfile } from '@/backend/services/account/to-profile'
import { USER_TYPE_COOKIE } from '@/lib/auth/cookies'
import type { Locale } from '@/lib/i18n/config'
import { accountApi } from '../../client-api'
import { storedProfile, storeProfile } from '../../session'
import { LoginPopup } from '../LoginPopup'
import { MemberDropdown } from './MemberDropdown'
import { NotificationBell } from './NotificationBell'

/**
 * The header's account corner (spec section 2): a Login button opening the popup for visitors; the
 * notification bell and the member menu when signed in. Read in the browser (the readable user-type
 * cookie, then the stored or fetched profile, spec section 4) so public pages stay cacheable.
 */
export function HeaderAccount() {
  const t = useTranslations('header')
  const locale = useLocale() as Locale
  const [userType, setUserType] = useState<string | null>(null)
  const [profile, setProfile] = useState<TProfile | null>(null)
  const [popupOpen, setPopupOpen] = useState(false)

  useEffect(() => {
    const read = () => setUserType(Cookies.get(USER_TYPE_COOKIE) ?? null)
    read()
    window.addEventListener('session-expired', read)
    return () => window.removeEventListener('session-expired', read)
  }, [])

  useEffect(() => {
    if (!userType) return
    const load = async () => {
      const stored = storedProfile()
      if (stored) return setProfile(stored)
      const result = await accountApi(locale).account()
      if (!result.data) return
      storeProfile(result.data)
      setProfile(result.data)
    }
    void load()
  }, [userType, locale])

  if (!userType) {
    return (
      <>
        <button type="button" className="btn btn--primary btn--small header__login" onClick={() => setPopupOpen(true)} aria-haspopup="dialog">
          {t('login')}
        </button>
        <LoginPopup open={popupOpen} onClose={() => setPopupOpen(false)} />
      </>
    )
  }
  return (
    <div className="member-area">
      <NotificationBell accountId={profile?.accountId} />
      <MemberDropdown profile={profile} />
    </div>
  )
}
