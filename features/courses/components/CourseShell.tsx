import { getTranslations } from 'next-intl/server'
import NextLink from '@/lib/navigation/Link'
import type { ReactNode } from 'react'
import type { Locale } from '@/lib/i18n/config'
import { dashboardHref, enrolHref } from '../routes'
import styles from './course.module.css'

/**
 * The course header and layout. Spec section 2: the back link goes to the course material page from the
 * course interface, exam and quiz pages, and to the enrol page from every other course page.
 */
export async function CourseShell(props: { locale: Locale; course: { slug: string; courseName: string }; back: 'material' | 'enrol'; wideMenu?: boolean; menu: ReactNode; children: ReactNode }) {
  const { locale, course, back, wideMenu, menu, children } = props
  const t = await getTranslations({ locale, namespace: 'courses.layout' })
  const backHref = back === 'material' ? dashboardHref(locale, 'content', course) : enrolHref(locale, course)
  return (
    <>
      <div className={styles.bar}>
        <div className={`container ${styles.barInner}`}>
          <NextLink href={backHref} data-testid="course-back">
            ← {back === 'material' ? t('backToMaterial') : t('backToCourse')}
          </NextLink>
          <p className={styles.barTitle}>{course.courseName}</p>
        </div>
      </div>
      <div className={`container ${styles.layout} ${wideMenu ? styles.layoutWide : ''}`}>
        {menu}
        <div className={styles.content}>{children}</div>
      </div>
    </>
  )
}
