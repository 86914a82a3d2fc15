'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import type { Locale } from '@/lib/i18n/config'
import { Link, usePathname } from '@/lib/i18n/navigation'
import { useNotifications, useOpenNotification } from '../NotificationList'
import styles from '../notifications.module.css'

/** Spec section 9: the dropdown shows at most 3 unread. */
export const BELL_UNREAD_SHOWN = 3

const BellIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
    <path
      fill="currentColor"
      d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
    />
  </svg>
)

/**
 * Spec section 2: the bell shows the unread count; with none it links to the notification page, otherwise
 * it opens a 372 px dropdown of at most 3 unread items. Opening one marks it read, refetches, then follows it.
 */
export function NotificationBell({ accountId }: { accountId?: number }) {
  const t = useTranslations()
  const locale = useLocale() as Locale
  const { data } = useNotifications(locale)
  const open = useOpenNotification(locale, accountId ?? 0)
  // Remembers the page it was opened on, so navigating anywhere closes it.
  const [openPath, setOpenPath] = useState<string | null>(null)
  const pathname = usePathname()
  const box = useRef<HTMLDivElement>(null)
  const unread = data?.totalUnread ?? 0
  const label = `${t('header.notifications')}: ${t('header.unreadCount', { count: unread })}`

  const expanded = openPath === pathname
  const setExpanded = (value: boolean) => setOpenPath(value ? pathname : null)
  useEffect(() => {
    if (!expanded) return
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !box.current?.contains(event.target as Node)) setOpenPath(null)
    }
    document.addEventListener('mousedown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('mousedown', close)
      document.removeEventListener('keydown', close)
    }
  }, [expanded])

  if (unread === 0) {
    return (
      <Link href="/user/notification" className={`icon-button ${styles.bell}`} aria-label={label}>
        <BellIcon />
      </Link>
    )
  }
  const items = (data?.listing ?? []).filter((item) => item.status === 'unread').slice(0, BELL_UNREAD_SHOWN)
  return (
    <div ref={box} className={styles.bell}>
      <button type="button" className="icon-button" aria-expanded={expanded} aria-controls="bell-dropdown" aria-label={label} onClick={() => setExpanded(!expanded)}>
        <BellIcon />
        <span className={styles.badge} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      </button>
      {expanded && (
        <div id="bell-dropdown" className={styles.dropdown}>
          <p className={styles.dropdownTitle}>{t('account.notifications.dropdownTitle')}</p>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.notificationId}>
                <button type="button" className={`${styles.item} ${styles.unread}`} onClick={() => open(item)}>
                  <span className={styles.type}>{t(`account.notifications.type.${item.type}`)}</span>
                  <span className={styles.intro}>{item.intro}</span>
                </button>
              </li>
            ))}
          </ul>
          <p className={styles.dropdownFoot}>
            <Link href="/user/notification">{t('account.notifications.seeAll')}</Link>
          </p>
        </div>
      )}
    </div>
  )
}
