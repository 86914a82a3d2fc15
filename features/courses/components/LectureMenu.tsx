'use client'
import { useLocale, useTranslations } from 'next-intl'
import NextLink from '@/lib/navigation/Link'
import { useState } from 'react'
import type { Locale } from '@/lib/i18n/config'
import { useServerHandedQuery } from '@/lib/query/server-handed-query'
import { CourseRefusal, courseMenuKey, fetchCourseMenu, useCourseMenuQuery } from '../course-menu-query'
import { dashboardHref, examHref, lectureHref, lectureMenuExtras } from '../routes'
import { WORKSHOP_ENTRIES, workshopEntryHref, workshopSectionId } from '../workshop'
import type { TCourseMenu } from '../types'
import { FoldingMenu } from './FoldingMenu'
import { LectureIcon } from './LectureIcon'
import { ProgressBar } from './ProgressBar'
import styles from './course.module.css'
import menu from './menu.module.css'

/**
 * Spec section 2 "Course interface": chapters, each expandable; the active lecture's chapter open on load,
 * the others closed; done lectures styled; icons by type; quiz lectures link to the quiz page; the final
 * exam link for a learner when the exam is available, then the course feedback and e-certificate entries
 * (learner only). Shows the copy the page's server render read, reloads when a lecture is marked read.
 * A workshop course has the fixed workshop layout instead (features/courses/workshop.ts): the chapters under
 * "course content", then discussion, announcement 01, materials and about, and nothing else.
 */
export function LectureMenu({ initial, activeLectureId, workshop = false }: { initial: TCourseMenu; activeLectureId: number; workshop?: boolean }) {
  const locale = useLocale() as Locale
  const query = useServerHandedQuery({ queryKey: courseMenuKey(initial.courseId, locale), queryFn: () => fetchCourseMenu(locale, initial.courseId), initial })
  return <LectureMenuView data={query.data} failed={query.isError} activeLectureId={activeLectureId} workshop={workshop} />
}

/**
 * The same menu read by the browser, on the quiz and exam pages whose shell is the same for every member
 * (decision 061); there the active entry is the chapter's quiz (none on exam pages). A refusal shows nothing here:
 * CourseGate says why in the page; an API that does not answer is said here, with a way to ask again.
 */
export function BrowserLectureMenu({ courseId, quizChapterId }: { courseId: number; quizChapterId?: number }) {
  const t = useTranslations('courses.layout')
  const { data, isError, error, refetch } = useCourseMenuQuery(courseId)
  if (data) {
    const quiz = data.listingChapter.find((chapter) => chapter.chapterId === quizChapterId)?.lectures.find((lecture) => lecture.type === 'quiz')
    return <LectureMenuView data={data} failed={isError} activeLectureId={quiz?.lecturesId ?? 0} />
  }
  if (error instanceof CourseRefusal) return null
  return (
    <FoldingMenu label={t('menu')} summary={t('chapters')}>
      {isError ? (
        // The API did not answer (a network error, an outage): say so, with a way to ask again.
        <div role="alert">
          <p>{t('loadFailed')}</p>
          <button type="button" className="btn btn--ghost" onClick={() => void refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : (
        <p aria-busy="true" data-testid="lecture-menu-loading">
          {t('loading')}
        </p>
      )}
    </FoldingMenu>
  )
}

function LectureMenuView({ data, failed, activeLectureId, workshop = false }: { data: TCourseMenu; failed: boolean; activeLectureId: number; workshop?: boolean }) {
  const locale = useLocale() as Locale
  const t = useTranslations('courses')
  const activeChapter = data.listingChapter.find((chapter) => chapter.lectures.some((lecture) => lecture.lecturesId === activeLectureId))
  const [open, setOpen] = useState<Set<number>>(() => new Set(activeChapter ? [activeChapter.chapterId] : []))
  const toggle = (chapterId: number) =>
    setOpen((current) => {
      const next = new Set(current)
      if (!next.delete(chapterId)) next.add(chapterId)
      return next
    })
  return (
    <FoldingMenu label={workshop ? t('workshop.menu') : t('layout.menu')} summary={workshop ? t('workshop.menu') : t('layout.chapters')}>
      {data.progress && (
        <div className={styles.progressBox}>
          <ProgressBar progress={data.progress} />
        </div>
      )}
      {failed && <p role="alert">{t('layout.loadFailed')}</p>}
      {workshop && (
        <h2 id={`${workshopSectionId('content')}-menu`} className={menu.workshopHeading} data-workshop-entry="content">
          {t('workshop.content')}
        </h2>
      )}
      <ul className={menu.chapters} data-testid="lecture-menu" aria-labelledby={workshop ? `${workshopSectionId('content')}-menu` : undefined}>
        {data.listingChapter.map((chapter) => (
          <li key={chapter.chapterId}>
            <button type="button" className={menu.chapterToggle} aria-expanded={open.has(chapter.chapterId)} aria-controls={`chapter-${chapter.chapterId}`} onClick={() => toggle(chapter.chapterId)}>
              {chapter.chapterName}
            </button>
            <ul id={`chapter-${chapter.chapterId}`} className={menu.lectures} hidden={!open.has(chapter.chapterId)}>
              {chapter.lectures.map((lecture) => (
                <li key={lecture.lecturesId} className={lecture.status ? menu.done : lecture.locked ? menu.locked : undefined} data-done={lecture.status} data-locked={lecture.locked || undefined} data-lecture={lecture.lecturesId}>
                  <LectureIcon type={lecture.type} />
                  {lecture.locked ? (
                    // A sequential course's lecture not open yet: text, not a link, saying what opens it.
                    <span className={menu.lockedTitle}>
                      <span className="visually-hidden">{t(`types.${lecture.type}` as never)}: </span>
                      {lecture.title}
                      <span className="visually-hidden"> ({t('layout.locked', { lecture: lecture.lockedBy ?? '' })})</span>
                    </span>
                  ) : (
                    <NextLink href={lectureHref(locale, data.slug, lecture)} aria-current={lecture.lecturesId === activeLectureId ? 'page' : undefined}>
                      <span className="visually-hidden">{t(`types.${lecture.type}` as never)}: </span>
                      {lecture.title}
                      {lecture.status && <span className="visually-hidden"> ({t('layout.done')})</span>}
                    </NextLink>
                  )}
                  {lecture.status && <span aria-hidden="true">✓</span>}
                  {lecture.locked && <span aria-hidden="true">🔒</span>}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {data.examAvailable && (
        <NextLink className={menu.examLink} href={examHref(locale, data)}>
          {t('layout.finalExam')}
        </NextLink>
      )}
      {workshop && (
        <ul className={menu.workshopLinks} data-testid="workshop-menu">
          {WORKSHOP_ENTRIES.filter((entry) => entry !== 'content').map((entry) => (
            <li key={entry} data-workshop-entry={entry}>
              <NextLink href={workshopEntryHref(locale, entry, data)}>{t(`workshop.${entry}`)}</NextLink>
            </li>
          ))}
        </ul>
      )}
      {!workshop && lectureMenuExtras(data).map((page) => (
        <NextLink key={page} className={menu.examLink} href={dashboardHref(locale, page, data)} data-testid={`lecture-menu-${page}`}>
          {t(`dashboard.${page}`)}
        </NextLink>
      ))}
    </FoldingMenu>
  )
}
