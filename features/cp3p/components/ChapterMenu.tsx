import { useLocale, useTranslations } from 'next-intl'
import NextLink from '@/lib/navigation/Link'
import type { TCp3pMenu } from '@/backend/services/cp3p/lms'
import { lectureHref } from '@/features/courses/routes'
import type { Locale } from '@/lib/i18n/config'
import { Link } from '@/lib/i18n/navigation'
import { LectureLabel } from './LectureLabel'
import styles from './cp3p.module.css'

/**
 * Spec section 2, cp3p interface: chapters (native details, so keyboard and screen readers work without
 * script) listing lectures that link to the course interface; done lectures are marked. The active
 * lecture's chapter is open; otherwise all start closed (or all open on the course content page). A quiz lecture
 * links to the engine's quiz page. A lecture a sequential course keeps locked is text saying what to finish first,
 * never a link (the lecture call would refuse it).
 */
export function ChapterMenu({ menu, activeLecture, allOpen = false }: { menu: TCp3pMenu; activeLecture?: string; allOpen?: boolean }) {
  const locale = useLocale() as Locale
  const t = useTranslations('courses')
  return (
    <nav aria-label={menu.courseName || menu.title} className={styles.chapterMenu}>
      {menu.listingChapter.map((chapter) => (
        <details key={chapter.chapterId} open={allOpen || chapter.lectures.some((lecture) => lecture.lecturesId === activeLecture)}>
          <summary>{chapter.chapterName}</summary>
          <ul>
            {chapter.lectures.map((lecture) => (
              <li key={lecture.lecturesId} data-done={lecture.status} data-locked={lecture.lockedBy !== undefined || undefined}>
                {lecture.lockedBy !== undefined ? (
                  <span className={styles.lockedLecture}>
                    <LectureLabel type={lecture.type} title={lecture.title} done={false} />
                    <span className={styles.lockedState}>
                      <span aria-hidden="true">🔒 </span>
                      {t('layout.locked', { lecture: lecture.lockedBy })}
                    </span>
                  </span>
                ) : lecture.type === 'quiz' && menu.engine ? (
                  // A quiz is taken on the engine's quiz page of its chapter (decision 036).
                  <NextLink href={lectureHref(locale, menu.engine.slug, { lecturesId: Number(lecture.lecturesId), chapterId: Number(chapter.chapterId), type: 'quiz', title: lecture.title })}>
                    <LectureLabel type={lecture.type} title={lecture.title} done={lecture.status} />
                  </NextLink>
                ) : (
                <Link
                  href={{
                    pathname: '/cp3p/course-interface/[slug]/[chapterId]/[lecturesId]/[title]',
                    params: { slug: menu.slug, chapterId: chapter.chapterId, lecturesId: lecture.lecturesId, title: menu.slug },
                  }}
                  aria-current={lecture.lecturesId === activeLecture ? 'page' : undefined}
                >
                  <LectureLabel type={lecture.type} title={lecture.title} done={lecture.status} />
                </Link>
                )}
              </li>
            ))}
          </ul>
        </details>
      ))}
    </nav>
  )
}
