'use client'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import type { TProfile } from '@/backend/services/account/to-profile'
import { Link, usePathname } from '@/lib/i18n/navigation'
import { LogoutButton } from '../LogoutButton'
import styles from '../notifications.module.css'

/** Spec section 2: the member menu: dashboard, account settings (default logins only), logout. */
export function MemberDropdown({ profile }: { profile: TProfile | null }) {
  const t = useTranslations('header')
  // Remembers the page it was opened on, so navigating anywhere closes it.
  const [openPath, setOpenPath] = useState<string | null>(null)
  const pathname = usePathname()
  const box = useRef<HTMLDivElement>(null)

  const open = openPath === pathname
  const setOpen = (value: boolean) => setOpenPath(value ? pathname : null)
  useEffect(() => {
    if (!open) return
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !box.current?.contains(event.target as Node)) setOpenPath(null)
    }
    document.addEventListener('mousedown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('mousedown', close)
      document.removeEventListener('keydown', close)
    }
  }, [open])

  return (
    <div ref={box} className={`member-menu${open ? ' is-open' : ''}`}>
      <button type="button" className="icon-button" aria-expanded={open} aria-controls="member-menu-list" onClick={() => setOpen(!open)}>
        <span className="visually-hidden">{t('memberMenu')}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <path fill="currentColor" d="M12 12a5 5 0 1 0-5-5 5 5 0 0 0 5 5Zm0 2c-4.42 0-8 2.24-8 5v1h16v-1c0-2.76-3.58-5-8-5Z" />
        </svg>
      </button>
      {open && (
        <ul className="member-menu__list" id="member-menu-list">
          {profile && <li className={styles.menuName}>{profile.fullName}</li>}
          <li>
            <Link href="/user/dashboard">{t('dashboard')}</Link>
          </li>
          {profile?.loginType === 'default' && (
            <li>
              <Link href="/user/account-settings">{t('accountSettings')}</Link>
            </li>
          )}
          <li>
            <LogoutButton accountId={profile?.accountId} label={t('logout')} />
          </li>
        </ul>
      )}
    </div>
  )
}
