'use client'
import { useTranslations } from 'next-intl'
import styles from './cp3p.module.css'

const ICONS: Record<string, string> = { reading: '📄', video: '▶', file: '📎' }

export function LectureLabel({ type, title, done }: { type: string; title: string; done: boolean }) {
  const t = useTranslations('cp3p')
  return (
    <span className={styles.lecture}>
      <span aria-hidden="true" className={styles.lectureIcon}>
        {ICONS[type] ?? '•'}
      </span>
      <span className="visually-hidden">{t(`lectureType.${type}` as 'lectureType.reading')}: </span>
      {title}
      {done && (
        <span className={styles.doneMark}>
          <span aria-hidden="true"> ✓</span>
          <span className="visually-hidden"> ({t('doneLabel')})</span>
        </span>
      )}
    </span>
  )
}
