'use client'
import { useTranslations } from 'next-intl'
import styles from './cp3p.module.css'

// Drawn, not emoji: the icons must not depend on the reader's fonts.
const ICON_PATHS: Record<string, string> = {
  reading: 'M5 3h10l4 4v14H5V3Zm2 2v14h10V8h-3V5H7Zm2 5h6v2H9v-2Zm0 4h6v2H9v-2Z',
  video: 'M4 5h16v14H4V5Zm6 3v8l6-4-6-4Z',
  quiz: 'M4 4h16v16H4V4Zm2 2v12h12V6H6Zm5 9h2v2h-2v-2Zm1-8a3 3 0 0 1 1.5 5.6c-.4.2-.5.4-.5.7V14h-2v-.7c0-1 .5-1.9 1.4-2.4A1 1 0 1 0 11 10H9a3 3 0 0 1 3-3Z',
  file: 'M16.5 6.5 9 14a1.5 1.5 0 1 0 2.1 2.1l7.6-7.6a3 3 0 0 0-4.2-4.2L6.8 12a4.5 4.5 0 0 0 6.4 6.4l6-6-1.4-1.4-6 6a2.5 2.5 0 0 1-3.6-3.6l7.7-7.7a1 1 0 0 1 1.4 1.4L9.7 15.1l-.2-.2 7.4-7.4-.4-1Z',
}

export function LectureLabel({ type, title, done }: { type: string; title: string; done: boolean }) {
  const t = useTranslations('cp3p')
  return (
    <span className={styles.lecture}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className={styles.lectureIcon}>
        <path fill="currentColor" d={ICON_PATHS[type] ?? ICON_PATHS.reading} />
      </svg>
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
