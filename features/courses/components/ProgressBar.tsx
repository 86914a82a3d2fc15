import { useTranslations } from 'next-intl'
import type { TCourseProgress } from '@/backend/services/courses/progress'
import styles from './courses.module.css'

/** A learner's progress in a course: the bar, the percentage and how many lectures are done. */
export function ProgressBar({ progress }: { progress: Pick<TCourseProgress, 'percent' | 'doneLectures' | 'totalLectures'> }) {
  const t = useTranslations('courses.layout')
  return (
    <div className={styles.progress} data-testid="course-progress" data-percent={progress.percent}>
      <div className={styles.bar} role="progressbar" aria-label={t('progressLabel')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress.percent}>
        <span style={{ width: `${progress.percent}%` }} />
      </div>
      <span>
        {t('progress', { percent: progress.percent })} · {t('progressDetail', { done: progress.doneLectures, total: progress.totalLectures })}
      </span>
    </div>
  )
}
