'use client'
import { useTranslations } from 'next-intl'
import { DEFAULT_AVATAR } from '@/features/account/components/avatar'
import type { TCreator } from '../types'
import styles from './forum.module.css'

/** Spec section 3: a post shows its creator's avatar (a default picture when missing), name and user type. */
export function Creator({ creator, date }: { creator: TCreator; date?: string }) {
  const t = useTranslations('forum.userType')
  const forum = useTranslations('forum')
  return (
    <div className={styles.creator}>
      {/* eslint-disable-next-line @next/next/no-img-element -- avatars are small same-origin uploads */}
      <img className={styles.avatar} src={creator.avatar ?? DEFAULT_AVATAR} alt="" width={40} height={40} />
      <div>
        <p className={styles.creatorName}>{creator.deleted ? forum('deletedAccount') : creator.name}</p>
        <p className={styles.muted}>
          <span data-testid="creator-type">{t(creator.userType)}</span>
          {date && <> · {date}</>}
        </p>
      </div>
    </div>
  )
}
