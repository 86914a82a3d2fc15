import { useTranslations } from 'next-intl'
import NextLink from 'next/link'
import { LectureIcon } from './LectureIcon'
import styles from './menu.module.css'

type TOutlineRow = { chapterId?: number; chapterName: string; lectures: { title: string; type: string; href?: string; status?: boolean }[] }

/** Chapters with their lectures, every chapter shown open (enrol page, course content page). */
export function CourseOutline({ chapters }: { chapters: TOutlineRow[] }) {
  const t = useTranslations('courses')
  return (
    <ol className={styles.outline}>
      {chapters.map((chapter, index) => (
        <li key={chapter.chapterId ?? index}>
          <h3 className={styles.outlineChapter}>
            {chapter.chapterName} <span className={styles.count}>· {t('enrol.chapterLectures', { count: chapter.lectures.length })}</span>
          </h3>
          <ul className={styles.lectures}>
            {chapter.lectures.map((lecture, i) => (
              <li key={`${lecture.title}${i}`} className={lecture.status ? styles.done : undefined}>
                <LectureIcon type={lecture.type} />
                <span className="visually-hidden">{t(`types.${lecture.type}` as never)}:</span>
                {lecture.href ? <NextLink href={lecture.href}>{lecture.title}</NextLink> : <span>{lecture.title}</span>}
                {lecture.status !== undefined && <span className={styles.state}>{lecture.status ? `✓ ${t('layout.done')}` : ''}</span>}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  )
}
