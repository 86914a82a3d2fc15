'use client'
import { useTranslations } from 'next-intl'
import styles from './moderation.module.css'

/** "Pinned", "Locked", "Endorsed answer", "Hidden" beside a post; learners never receive a hidden one. */
export function PostBadges({ pinned, locked, endorsed, hidden }: { pinned?: boolean; locked?: boolean; endorsed?: boolean; hidden?: boolean }) {
  const t = useTranslations('forum.badges')
  const shown = [pinned && 'pinned', locked && 'locked', endorsed && 'endorsed', hidden && 'hidden'].filter((key): key is 'pinned' | 'locked' | 'endorsed' | 'hidden' => !!key)
  if (shown.length === 0) return null
  return (
    <p className={styles.badges}>
      {shown.map((key) => (
        <span key={key} className={`${styles.badge} ${styles[key]}`} data-testid={`badge-${key}`}>
          {t(key)}
        </span>
      ))}
    </p>
  )
}
