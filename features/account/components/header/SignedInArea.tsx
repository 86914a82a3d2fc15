'use client'
import { useLocale } from 'next-intl'
import { useEffect, useState } from 'react'
import type { TProfile } from '@/backend/services/account/to-profile'
import type { Locale } from '@/lib/i18n/config'
import { accountApi } from '../../client-api'
import { storedProfile, storeProfile } from '../../session'
import { MemberDropdown } from './MemberDropdown'
import { NotificationBell } from './NotificationBell'
import { withQueryClient } from '@/components/providers/QueryProvider'

/** The signed-in half of the header's account corner: the stored or fetched profile (spec section 4), bell and menu. */
function SignedInAreaContent({ userType }: { userType: string }) {
  const locale = useLocale() as Locale
  const [profile, setProfile] = useState<TProfile | null>(null)

  useEffect(() => {
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

  return (
    <div className="member-area">
      <NotificationBell accountId={profile?.accountId} />
      <MemberDropdown profile={profile} />
    </div>
  )
}

/** Brings its own react-query provider: the root layout has none (docs/decisions/045). */
export const SignedInArea = withQueryClient(SignedInAreaContent)
