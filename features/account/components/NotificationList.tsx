'use client'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLocale, useTranslations } from 'next-intl'
import type { TNotificationItem, TNotificationList } from '@/backend/services/notifications/list-notifications'
import type { Locale } from '@/lib/i18n/config'
import { formatDate } from '@/lib/format/date'
import { localizePermalink } from '@/lib/i18n/resolve-path'
import { accountApi } from '../client-api'
import styles from './notifications.module.css'

export const NOTIFICATIONS_KEY = ['notifications'] as const

export function useNotifications(locale: Locale, initial?: TNotificationList | null) {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, locale],
    queryFn: async () => {
      const result = await accountApi(locale).notifications()
      if (!result.ok || !result.data) throw new Error(result.message || 'Failed')
      return result.data
    },
    initialData: initial ?? undefined,
    staleTime: 30_000,
  })
}

/** Spec section 4: clicking an unread one marks it read, then the list is fetched again, then its page opens. */
export function useOpenNotification(locale: Locale, accountId: number) {
  const queryClient = useQueryClient()
  return async (item: TNotificationItem) => {
    if (item.status === 'unread') {
      await accountApi(locale).markAsRead(accountId, item.notificationId)
      await queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY })
    }
    if (item.permalink) window.location.assign(localizePermalink(item.permalink, locale))
  }
}

/** The notification page's list (or the dashboard's latest few). */
export function NotificationList({ accountId, initial, limit }: { accountId: number; initial: TNotificationList | null; limit?: number }) {
  const t = useTranslations('account.notifications')
  const locale = useLocale() as Locale
  const { data, isError, refetch, isFetching } = useNotifications(locale, initial)
  const open = useOpenNotification(locale, accountId)
  if (isError && !data) {
    return (
      <p role="alert">
        {t('loadFailed')}{' '}
        <button type="button" className="btn btn--ghost btn--small" onClick={() => refetch()}>
          {t('retry')}
        </button>
      </p>
    )
  }
  if (!data) return <p aria-busy="true">…</p>
  const items = limit ? data.listing.slice(0, limit) : data.listing
  if (items.length === 0) return <p className={styles.empty}>{t('empty')}</p>
  return (
    <ul className={styles.list} aria-busy={isFetching}>
      {items.map((item) => (
        <li key={item.notificationId}>
          <button type="button" className={`${styles.item} ${item.status === 'unread' ? styles.unread : ''}`} onClick={() => open(item)}>
            <span className={styles.meta}>
              <span className={styles.type} data-type={item.type}>
                {t(`type.${item.type}`)}
              </span>
              <time dateTime={item.date}>{formatDate(item.date, locale)}</time>
              <span className={styles.status}>{item.status === 'unread' ? t('unread') : t('markedRead')}</span>
            </span>
            <span className={styles.intro}>{item.intro}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
