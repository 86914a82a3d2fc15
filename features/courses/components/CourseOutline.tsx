import { useTranslations } from 'next-intl'
import NextLink from '@/lib/navigation/Link'
import { LectureIcon } from './LectureIcon'
import styles from './menu.module.css'

type TOutlineRow = { chapterId?: number; chapterName: string; lectures: { title: string; type: string; href?: string; status?: boolean; lockedBy?: string }[] }

/**
 * Chapters with their lectures, every chapter shown open (enrol page, course content page). A chapter's heading is
 * an h3 under the enrol page's "structure" h2, an h2 right under the course content page's h1. A lecture with
 * `lockedBy` (a sequential course's, not open yet) is shown as text saying what to finish first, never a link.
 */
export function CourseOutline({ chapters, chapterLevel = 3 }: { chapters: TOutlineRow[]; chapterLevel?: 2 | 3 }) {
  const t = useTranslations('courses')
  const Chapter = chapterLevel === 2 ? 'h2' : 'h3'
  return (
    <ol className={styles.outline}>
      {chapters.map((chapter, index) => (
        <li key={chapter.chapterId ?? index}>
          <Chapter className={styles.outlineChapter}>
            {chapter.chapterName} <span className={styles.count}>· {t('enrol.chapterLectures', { count: chapter.lectures.length })}</span>
          </Chapter>
          <ul className={styles.lectures}>
            {chapter.lectures.map((lecture, i) => (
              <li key={`${lecture.title}${i}`} className={lecture.status ? styles.done : lecture.lockedBy !== undefined ? styles.locked : undefined} data-locked={lecture.lockedBy !== undefined || undefined}>
                <LectureIcon type={lecture.type} />
                <span className="visually-hidden">{t(`types.${lecture.type}` as never)}:</span>
                {lecture.href && lecture.lockedBy === undefined ? <NextLink href={lecture.href}>{lecture.title}</NextLink> : <span>{lecture.title}</span>}
                {lecture.status !== undefined && <span className={styles.state}>{lecture.status ? `✓ ${t('layout.done')}` : ''}</span>}
                {lecture.lockedBy !== undefined && <span className={styles.state}><span aria-hidden="true">🔒 </span>{t('layout.locked', { lecture: lecture.lockedBy })}</span>}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  )
}
